import { useQueryClient } from '@tanstack/react-query'
import { FileText, LogOut, Shield, Wrench } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'

import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyPart } from '@/components/ui/lazy-part'
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'
import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { getUserClaims, logout } from '@/lib/auth'
import { getConfig } from '@/lib/config'
import { getInitials } from '@/utils/initials'

import { resetClientState } from '../reset-client-state'

import styles from './user-menu.module.css'

const { Component: DebugTools } = lazyPart(
  () => import('@/features/debug/components/debug-tools'),
  (module) => module.DebugTools,
)

export function UserMenu() {
  const queryClient = useQueryClient()
  const user = getUserClaims()
  const initials = getInitials(user)
  const name = user?.name?.trim() || user?.email || 'Your account'
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isDebugOpen, setIsDebugOpen] = useState(false)
  // Mounted from the first opening on, so its chunk loads only when used.
  const wasDebugOpened = useHasBeenTrue(isDebugOpen)
  // Read when the menu has closed, after the render that opened the tools.
  const isOpeningDebugRef = useRef(false)
  const openDebugTools = () => {
    isOpeningDebugRef.current = true
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
          <MenuLinkItem href="/privacy.html" className={styles.item}>
            <Shield aria-hidden="true" /> Privacy Policy
          </MenuLinkItem>
          <MenuLinkItem href="/terms.html" className={styles.item}>
            <FileText aria-hidden="true" /> Terms of Use
          </MenuLinkItem>
          {getConfig().debug ? (
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
        // A panel that fails to render leaves the tools closed, not the app without a page.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DebugTools
              open={isDebugOpen}
              onOpenChange={setIsDebugOpen}
              anchorRef={triggerRef}
              onDataDeleted={() =>
                resetClientState(queryClient, 'data-deleted')
              }
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  )
}
