import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

import {
  lazyDialog,
  useMountedOnceShown,
  lazyPart,
} from '@/components/ui/lazy-part'
import { useWalkthroughAutoStart } from '@/features/walkthrough/hooks/use-walkthrough-auto-start'
import { useIsWalkthroughRunning } from '@/features/walkthrough/stores/walkthrough-store'
import { useFocusKeptInView } from '@/hooks/use-focus-kept-in-view'
import { useIsMobile } from '@/hooks/use-media-query'
import { useAwaitedAnalyses } from '@/stores/awaited-analyses-store'
import { useIsNavigationOpen } from '@/stores/layout-store'
import { useHasSessionEnded } from '@/stores/session-store'

import styles from './app-layout.module.css'
import { CodeUnavailableNotice } from './code-unavailable-notice'
import footerStyles from './footer.module.css'
import { LeftNavigation } from './left-navigation'
import { OfflineNotice } from './offline-notice'
import { NAVIGATION_ID, TopBar } from './top-bar'

const MAIN_CONTENT_ID = 'main-content'

/** A navigation that removes the focused control would leave the next Tab at the top of the page. */
function useFocusMainWhenLost() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const active = document.activeElement
    if (active && active !== document.body) return
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }, [pathname])
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={footerStyles.footer}>
        <p className={footerStyles.note}>
          <Trans>
            This is a knowledge tool to help you understand health research. It
            does not give medical advice: use it in consultation with your
            doctor.
          </Trans>
        </p>
        <a href="/accessibility.html" data-print="hide">
          <Trans>Accessibility statement</Trans>
        </a>
      </footer>
    </div>
  )
}

const NavigationDrawer = lazyDialog(
  () => import('./navigation-drawer'),
  (module) => module.NavigationDrawer,
)

const { Component: WalkthroughBox } = lazyPart(
  () => import('@/features/walkthrough/components/walkthrough-box'),
  (module) => module.WalkthroughBox,
)

const { Component: FinishedNotices, preloadWhenIdle: preloadFinishedNotices } =
  lazyPart(
    () => import('@/features/analyses/components/finished-notices'),
    (module) => module.FinishedNotices,
  )

/** Mounted from the first question asked on, then stays, so it can put the tab's title back. */
function FinishedNoticesSlot() {
  const hasAwaited = useAwaitedAnalyses().length > 0
  if (!useMountedOnceShown(hasAwaited, preloadFinishedNotices)) return null
  return (
    <Suspense fallback={null}>
      <FinishedNotices />
    </Suspense>
  )
}

function WalkthroughCard() {
  if (!useIsWalkthroughRunning()) return null
  return (
    <Suspense fallback={null}>
      <WalkthroughBox />
    </Suspense>
  )
}

/** Top bar, the left navigation (a drawer under 768 px) and the page. */
export function AppLayout() {
  // Once the session has ended, none of the person's data stays on screen.
  if (useHasSessionEnded()) {
    return (
      <div className={styles.shell}>
        <TopBar />
        <OfflineNotice />
        <div className={styles.body}>
          <Page>
            <p className={styles.ended}>
              <Trans>
                You are signed out. Sign in again to continue where you left
                off.
              </Trans>
            </p>
          </Page>
        </div>
      </div>
    )
  }
  return <SignedInLayout />
}

function SignedInLayout() {
  const { t } = useLingui()
  const isMobile = useIsMobile()
  const isNavigationOpen = useIsNavigationOpen()
  useWalkthroughAutoStart()
  useFocusMainWhenLost()
  useFocusKeptInView()
  return (
    <div className={styles.shell}>
      <FinishedNoticesSlot />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        <Trans>Skip to main content</Trans>
      </a>
      <TopBar />
      <OfflineNotice />
      <CodeUnavailableNotice />
      <div className={styles.body}>
        {isMobile ? (
          <NavigationDrawer open={isNavigationOpen} />
        ) : (
          <aside
            data-print="hide"
            id={NAVIGATION_ID}
            className={clsx(
              styles.sidebar,
              !isNavigationOpen && styles.sidebarHidden,
            )}
            aria-label={t`Navigation`}
            hidden={!isNavigationOpen}
          >
            <LeftNavigation />
          </aside>
        )}
        <Page>
          <Outlet />
        </Page>
        <WalkthroughCard />
      </div>
    </div>
  )
}
