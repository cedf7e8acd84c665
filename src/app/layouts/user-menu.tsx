import { FileText, LogOut, Shield, Wrench } from 'lucide-react'
import { useRef, useState } from 'react'

import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'
import { getUserClaims, logout } from '@/lib/auth'
import { getConfig } from '@/lib/config'
import { getInitials } from '@/utils/initials'

import { DebugToolsSlot } from './debug-tools-slot'
import styles from './user-menu.module.css'

const PRIVACY_POLICY_URL = '/privacy.html'
const TERMS_OF_USE_URL = '/terms.html'

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
  return (
    <>
      <Menu>
        {/* Named by the initials it shows first, so they can be spoken to press it. */}
        <MenuTrigger
          ref={triggerRef}
          className={styles.trigger}
          aria-label={`${initials}: User menu for ${name}`}
        >
          <span className={styles.initials}>{initials}</span>
        </MenuTrigger>
        <MenuContent
          align="end"
          sideOffset={8}
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
          <MenuSeparator />
          <MenuLinkItem href={PRIVACY_POLICY_URL} className={styles.item}>
            <Shield aria-hidden="true" /> Privacy Policy
          </MenuLinkItem>
          <MenuLinkItem href={TERMS_OF_USE_URL} className={styles.item}>
            <FileText aria-hidden="true" /> Terms of Use
          </MenuLinkItem>
          {hasDebugTools ? (
            <MenuItem className={styles.item} onSelect={openDebugTools}>
              <Wrench aria-hidden="true" /> Debug tools
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuItem className={styles.item} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" /> Log out
          </MenuItem>
        </MenuContent>
      </Menu>
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
