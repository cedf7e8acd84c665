import * as Menu from '@radix-ui/react-dropdown-menu'
import { FileText, LogOut, Shield } from 'lucide-react'

import { getUserClaims, logout } from '@/lib/auth'
import { getInitials } from '@/utils/initials'

import styles from './user-menu.module.css'

export const PRIVACY_POLICY_URL = '/privacy.html'
export const TERMS_OF_USE_URL = '/terms.html'

export function UserMenu() {
  const user = getUserClaims()
  const initials = getInitials(user)
  const name = user?.name?.trim() || user?.email || 'Your account'
  // Not modal: a modal menu hides the page with aria-hidden while its links
  // stay focusable (axe: aria-hidden-focus); Escape, a click outside or
  // focus moving away still close it.
  return (
    <Menu.Root modal={false}>
      {/* Named by the initials it shows first, so they can be spoken to press it. */}
      <Menu.Trigger
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
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" /> Log out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
