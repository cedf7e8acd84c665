import { Trans, useLingui } from '@lingui/react/macro'
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

/** Also after a choice made in it (not to the main content); focus taken on purpose (the tour) stays. */
function returnFocusToMenuButton(event: Event) {
  event.preventDefault()
  const active = document.activeElement
  if (active && active !== document.body && active.tagName !== 'MAIN') return
  document
    .querySelector<HTMLElement>(`[aria-controls="${NAVIGATION_ID}"]`)
    ?.focus()
}

/** Under 768 px: a modal drawer whose close button is where the 'Navigation' button is. */
export function NavigationDrawer({ open }: { open: boolean }) {
  const { t } = useLingui()
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
                label={t`Close navigation`}
                icon={<X aria-hidden="true" />}
              />
            </RadixDialog.Close>
            <RadixDialog.Title className={styles.title}>
              <Trans>Navigation</Trans>
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
