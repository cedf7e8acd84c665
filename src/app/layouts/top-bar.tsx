import { Trans, useLingui } from '@lingui/react/macro'
import { Languages, Menu as MenuIcon, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { IconButton } from '@/components/ui/icon-button'
import { Logo } from '@/components/ui/logo'
import { isSignedIn, login } from '@/lib/auth'
import { paths } from '@/lib/paths'
import { navigationToggled, useIsNavigationOpen } from '@/stores/layout-store'
import { useHasSessionEnded } from '@/stores/session-store'

import styles from './top-bar.module.css'
import { LanguageDialog, UserMenu } from './user-menu'

export const NAVIGATION_ID = 'left-navigation'

export function TopBar() {
  const { t } = useLingui()
  const isNavigationOpen = useIsNavigationOpen()
  const hasEnded = useHasSessionEnded()
  const signedIn = isSignedIn() && !hasEnded
  return (
    <header className={styles.topBar} data-print="hide">
      <div className={styles.start}>
        {signedIn ? (
          <IconButton
            label={t`Navigation`}
            icon={<MenuIcon aria-hidden="true" />}
            aria-expanded={isNavigationOpen}
            aria-controls={NAVIGATION_ID}
            onClick={navigationToggled}
          />
        ) : null}
        <Link to={paths.index()} className={styles.logoLink}>
          <Logo isCollapsible />
        </Link>
      </div>
      <div className={styles.end}>
        {signedIn ? (
          <ButtonLink
            to={paths.questions()}
            size="sm"
            className={styles.newButton}
          >
            <Plus aria-hidden="true" />{' '}
            <Trans comment="Button in the top bar: asks a new question">
              New
            </Trans>
          </ButtonLink>
        ) : null}
        <a href="/about.html" className={styles.about}>
          <Trans comment="Link in the top bar to the page about the app">
            About
          </Trans>
        </a>
        {signedIn ? (
          <UserMenu />
        ) : (
          <>
            <LanguageButton />
            <Button size="sm" variant="secondary" onClick={() => void login()}>
              <Trans>Login</Trans>
            </Button>
          </>
        )}
      </div>
    </header>
  )
}

/** The language control where no user menu is (signed out). */
function LanguageButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <IconButton
        label={t`Language`}
        icon={<Languages aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <LanguageDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
