import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'

import { IconButton } from '@/components/ui/icon-button'
import { shareStyleNonce } from '@/lib/style-nonce'
import { drawerClosed } from '@/stores/layout-store'

import { LeftNavigation } from './left-navigation'
import styles from './navigation-drawer.module.css'
import { NAVIGATION_ID } from './top-bar'

// Radix's scroll lock adds a <style> element while the dialog is open: it
// carries the page's style nonce, or the policy refuses it.
shareStyleNonce()

/** The top bar's 'Navigation' button, which opens the drawer. */
const findMenuButton = () =>
  document.querySelector<HTMLElement>(`[aria-controls="${NAVIGATION_ID}"]`)

/**
 * Focus goes back to the 'Navigation' button however the drawer closes:
 * its close button, Escape, a press on the overlay, or a choice made in it
 * (the chosen link is gone with the drawer; the page's own fallback would
 * otherwise take focus to the main content). Focus that something else
 * took on purpose meanwhile (the tour box) stays where it is.
 */
function returnFocusToMenuButton(event: Event) {
  event.preventDefault()
  const active = document.activeElement
  if (active && active !== document.body && active.tagName !== 'MAIN') return
  findMenuButton()?.focus()
}

/**
 * The navigation under 768 px: a modal drawer from the left whose top row
 * holds its close button where the top bar's 'Navigation' button is, so
 * the same place opens and closes it.
 */
export function NavigationDrawer({ open }: { open: boolean }) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(open) => {
        if (!open) drawerClosed()
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          data-print="hide"
          className={styles.drawer}
          aria-describedby={undefined}
          id={NAVIGATION_ID}
          onCloseAutoFocus={returnFocusToMenuButton}
        >
          <div className={styles.header}>
            <RadixDialog.Close asChild>
              <IconButton
                label="Close navigation"
                icon={<X aria-hidden="true" />}
              />
            </RadixDialog.Close>
            <RadixDialog.Title className={styles.title}>
              Navigation
            </RadixDialog.Title>
          </div>
          <div className={styles.body}>
            <LeftNavigation />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
