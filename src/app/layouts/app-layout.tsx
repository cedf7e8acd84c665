import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import { Outlet } from 'react-router-dom'

import { WalkthroughBox } from '@/features/walkthrough/components/walkthrough-box'
import { useWalkthroughAutoStart } from '@/features/walkthrough/hooks/use-walkthrough-auto-start'
import { useIsMobile } from '@/hooks/use-media-query'
import { drawerClosed, useIsNavigationOpen } from '@/stores/layout-store'

import { ActiveSelectionEffects } from './active-selection-effects'
import styles from './app-layout.module.css'
import { Footer } from './footer'
import { LeftNavigation } from './left-navigation'
import { OfflineNotice } from './offline-notice'
import { NAVIGATION_ID, TopBar } from './top-bar'

export const MAIN_CONTENT_ID = 'main-content'

/** Top bar, the left navigation (a drawer under 768 px) and the page. */
export function AppLayout() {
  const isMobile = useIsMobile()
  const isNavigationOpen = useIsNavigationOpen()
  useWalkthroughAutoStart()
  return (
    <div className={styles.shell}>
      <ActiveSelectionEffects />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to main content
      </a>
      <TopBar />
      <OfflineNotice />
      <div className={styles.body}>
        {isMobile ? (
          <RadixDialog.Root
            open={isNavigationOpen}
            onOpenChange={(open) => {
              if (!open) drawerClosed()
            }}
          >
            <RadixDialog.Portal>
              <RadixDialog.Overlay className={styles.drawerOverlay} />
              <RadixDialog.Content
                className={styles.drawer}
                aria-describedby={undefined}
                id={NAVIGATION_ID}
              >
                <RadixDialog.Title className="visually-hidden">
                  Navigation
                </RadixDialog.Title>
                <LeftNavigation />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
        ) : (
          <aside
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
        <WalkthroughBox />
      </div>
    </div>
  )
}
