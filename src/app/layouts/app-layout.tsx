import { clsx } from 'clsx'
import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

import { lazyDialog, useMountedOnceShown } from '@/components/ui/lazy-dialog'
import { useWalkthroughAutoStart } from '@/features/walkthrough/hooks/use-walkthrough-auto-start'
import { useIsWalkthroughRunning } from '@/features/walkthrough/stores/walkthrough-store'
import { useIsMobile } from '@/hooks/use-media-query'
import { lazyPart } from '@/lib/lazy-code'
import { useAwaitedAnalyses } from '@/stores/awaited-analyses-store'
import { useIsNavigationOpen } from '@/stores/layout-store'
import { useHasSessionEnded } from '@/stores/session-store'

import styles from './app-layout.module.css'
import { CodeUnavailableNotice } from './code-unavailable-notice'
import { Footer } from './footer'
import { LeftNavigation } from './left-navigation'
import { OfflineNotice } from './offline-notice'
import { NAVIGATION_ID, TopBar } from './top-bar'

const MAIN_CONTENT_ID = 'main-content'

/**
 * A navigation that removes the focused control (a menu item, the button of
 * a closed dialog) leaves focus on the body, and the next Tab starts from the
 * top of the page; keyboard users continue from the main content instead.
 */
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

/**
 * Once the session has ended, nothing of the person's data stays on
 * screen (and nothing on screen asks for it again) until they sign in.
 */
function SessionEndedPage() {
  return (
    <div className={styles.shell}>
      <TopBar />
      <OfflineNotice />
      <div className={styles.body}>
        <div className={styles.page}>
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <p className={styles.ended}>
              You are signed out. Sign in again to continue where you left off.
            </p>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  )
}

/**
 * The drawer under 768 px. Not needed to paint the page: its code (with the
 * dialog's) loads once the page is idle, and it mounts when first opened.
 */
const NavigationDrawer = lazyDialog(
  () => import('./navigation-drawer'),
  (module) => module.NavigationDrawer,
)

/** The tour's card: its code loads when a tour starts. */
const { Component: WalkthroughBox } = lazyPart(
  () => import('@/features/walkthrough/components/walkthrough-box'),
  (module) => module.WalkthroughBox,
)

/**
 * What follows the questions and reports asked in this visit and says when
 * one finishes elsewhere (finished-notices.tsx): its code loads once the
 * page is idle, and it is mounted from the first question asked on, then
 * stays, so that it can put the tab's title back.
 */
const { Component: FinishedNotices, preloadWhenIdle: preloadFinishedNotices } =
  lazyPart(
    () => import('@/features/analyses/components/finished-notices'),
    (module) => module.FinishedNotices,
  )

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
  const hasEnded = useHasSessionEnded()
  return hasEnded ? <SessionEndedPage /> : <SignedInLayout />
}

function SignedInLayout() {
  const isMobile = useIsMobile()
  const isNavigationOpen = useIsNavigationOpen()
  useWalkthroughAutoStart()
  useFocusMainWhenLost()
  return (
    <div className={styles.shell}>
      <FinishedNoticesSlot />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to main content
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
            aria-label="Navigation"
            hidden={!isNavigationOpen}
          >
            <LeftNavigation />
          </aside>
        )}
        <div className={styles.page}>
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
        <WalkthroughCard />
      </div>
    </div>
  )
}
