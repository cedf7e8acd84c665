import * as Menu from '@radix-ui/react-dropdown-menu'
import { FileText, LogOut, Shield, Wrench } from 'lucide-react'
import { useRef, useState } from 'react'

import { getUserClaims, logout } from '@/lib/auth'
import { getConfig } from '@/lib/config'
import { getInitials } from '@/utils/initials'

import { DebugToolsSlot } from './debug-tools-slot'
import styles from './user-menu.module.css'

export const PRIVACY_POLICY_URL = '/privacy.html'
export const TERMS_OF_USE_URL = '/terms.html'

export function UserMenu() {
  const user = getUserClaims()
  const initials = getInitials(user)
  const name = user?.name?.trim() || user?.email || 'Your account'
  const triggerRef = useRef<HTMLButtonElement>(null)
  const hasDebugTools = getConfig().debug
  const [isDebugOpen, setIsDebugOpen] = useState(false)
  // Mounted from the first opening on, so the chunk loads only when used.
  const [wasDebugOpened, setWasDebugOpened] = useState(false)
  // Read when the menu has closed, after the render that opened the tools.
  const isOpeningDebugRef = useRef(false)
  const openDebugTools = () => {
    isOpeningDebugRef.current = true
    setWasDebugOpened(true)
    setIsDebugOpen(true)
  }
  // Not modal: a modal menu hides the page with aria-hidden while its links
  // stay focusable (axe: aria-hidden-focus); Escape, a click outside or
  // focus moving away still close it.
  return (
    <>
      <Menu.Root modal={false}>
        {/* Named by the initials it shows first, so they can be spoken to press it. */}
        <Menu.Trigger
          ref={triggerRef}
          className={styles.trigger}
          aria-label={`${initials}: User menu for ${name}`}
        >
          <span className={styles.initials}>{initials}</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            className={styles.content}
            align="end"
            sideOffset={8}
            collisionPadding={8}
            // The debug tools take focus themselves: it does not go back to the trigger.
            onCloseAutoFocus={(event) => {
              if (!isOpeningDebugRef.current) return
              isOpeningDebugRef.current = false
              event.preventDefault()
            }}
          >
            <div className={styles.identity}>
              <span className={styles.badge} aria-hidden="true">
                {initials}
              </span>
              <span>
                <span className={styles.name}>{name}</span>
                {user?.email && user.email !== name ? (
                  <span className={styles.email}>{user.email}</span>
                ) : null}
              </span>
            </div>
            <Menu.Separator className={styles.separator} />
            <Menu.Item asChild className={styles.item}>
              <a
                href={PRIVACY_POLICY_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Shield aria-hidden="true" /> Privacy Policy
              </a>
            </Menu.Item>
            <Menu.Item asChild className={styles.item}>
              <a
                href={TERMS_OF_USE_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FileText aria-hidden="true" /> Terms of Use
              </a>
            </Menu.Item>
            {hasDebugTools ? (
              <Menu.Item className={styles.item} onSelect={openDebugTools}>
                <Wrench aria-hidden="true" /> Debug tools
              </Menu.Item>
            ) : null}
            <Menu.Separator className={styles.separator} />
            <Menu.Item className={styles.item} onSelect={() => void logout()}>
              <LogOut aria-hidden="true" /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {wasDebugOpened ? (
        <DebugToolsSlot
          open={isDebugOpen}
          onOpenChange={setIsDebugOpen}
          anchorRef={triggerRef}
        />
      ) : null}
    </>
  )
}
