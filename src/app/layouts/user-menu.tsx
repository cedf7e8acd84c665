import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import {
  Contrast,
  FileText,
  Languages,
  LogOut,
  Shield,
  Wrench,
} from 'lucide-react'
import { Suspense, useRef, useState } from 'react'

import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyDialog, lazyPart } from '@/components/ui/lazy-part'
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu'
import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { LANGUAGES } from '@/i18n/languages'
import { getUserClaims, logout } from '@/lib/auth'
import { getConfig } from '@/lib/config'
import { getInitials } from '@/utils/initials'

import { resetClientState } from '../reset-client-state'

import styles from './user-menu.module.css'

const DisplayDialog = lazyDialog(
  () => import('./display-dialog'),
  (module) => module.DisplayDialog,
)

export const LanguageDialog = lazyDialog(
  () => import('./language-dialog'),
  (module) => module.LanguageDialog,
)

const { Component: DebugTools } = lazyPart(
  () => import('@/features/debug/components/debug-tools'),
  (module) => module.DebugTools,
)

export function UserMenu() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const user = getUserClaims()
  const initials = getInitials(user)
  const name = user?.name?.trim() || user?.email || t`Your account`
  // The dialog opened from the menu: one at a time.
  const [dialog, setDialog] = useState<'language' | 'display' | 'debug' | null>(
    null,
  )
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null)
  }
  const language = LANGUAGES.find(({ code }) => code === i18n.locale)
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Mounted from the first opening on, so its chunk loads only when used.
  const wasDebugOpened = useHasBeenTrue(dialog === 'debug')
  // Read when the menu has closed, after the render that opened a dialog.
  const isOpeningDialogRef = useRef(false)
  const open = (opened: NonNullable<typeof dialog>) => () => {
    isOpeningDialogRef.current = true
    setDialog(opened)
  }
  return (
    <>
      <Menu>
        {/* Named by the initials it shows first, so they can be spoken to press it. */}
        <MenuTrigger
          ref={triggerRef}
          className={styles.trigger}
          aria-label={t`${initials}: User menu for ${name}`}
        >
          <span className={styles.initials}>{initials}</span>
        </MenuTrigger>
        <MenuContent
          align="end"
          sideOffset={8}
          // The debug tools and the dialogs take focus themselves: it
          // does not go back to the trigger.
          onCloseAutoFocus={(event) => {
            if (!isOpeningDialogRef.current) return
            isOpeningDialogRef.current = false
            event.preventDefault()
          }}
        >
          <div className={styles.identity}>
            <span className={styles.badge} aria-hidden="true">
              {initials}
            </span>
            <span>
              <span className={styles.name} dir="auto">
                {name}
              </span>
              {user?.email && user.email !== name ? (
                <span className={styles.email} dir="auto">
                  {user.email}
                </span>
              ) : null}
            </span>
          </div>
          <MenuSeparator />
          <MenuLinkItem href="/privacy.html" className={styles.item}>
            <Shield aria-hidden="true" /> <Trans>Privacy Policy</Trans>
          </MenuLinkItem>
          <MenuLinkItem href="/terms.html" className={styles.item}>
            <FileText aria-hidden="true" /> <Trans>Terms of Use</Trans>
          </MenuLinkItem>
          {getConfig().debug ? (
            <MenuItem className={styles.item} onSelect={open('debug')}>
              <Wrench aria-hidden="true" /> <Trans>Debug tools</Trans>
            </MenuItem>
          ) : null}
          <MenuItem className={styles.item} onSelect={open('language')}>
            <Languages aria-hidden="true" /> <Trans>Language</Trans>
            {language ? (
              <span className={styles.detail} lang={language.code}>
                {language.name}
              </span>
            ) : null}
          </MenuItem>
          <MenuItem className={styles.item} onSelect={open('display')}>
            <Contrast aria-hidden="true" /> <Trans>Display</Trans>
          </MenuItem>
          <MenuSeparator />
          <MenuItem className={styles.item} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="mirror-in-rtl" />{' '}
            <Trans>Log out</Trans>
          </MenuItem>
        </MenuContent>
      </Menu>
      <LanguageDialog
        open={dialog === 'language'}
        onOpenChange={onOpenChange}
      />
      <DisplayDialog open={dialog === 'display'} onOpenChange={onOpenChange} />
      {wasDebugOpened ? (
        // A panel that fails to render leaves the tools closed, not the app without a page.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DebugTools
              open={dialog === 'debug'}
              onOpenChange={onOpenChange}
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
