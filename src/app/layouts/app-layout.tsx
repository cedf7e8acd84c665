import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import { Outlet } from 'react-router-dom'

import { useIsMobile } from '@/hooks/use-media-query'
import {
  sidebarClosed,
  sidebarToggled,
  useIsSidebarOpen,
} from '@/stores/layout-store'

import { ActiveSelectionEffects } from './active-selection-effects'
import styles from './app-layout.module.css'
import { Footer } from './footer'
import { LeftNavigation } from './left-navigation'
import { NAVIGATION_ID, TopBar } from './top-bar'

export const MAIN_CONTENT_ID = 'main-content'

/** Top bar, the left navigation (a drawer under 768 px) and the page. */
export function AppLayout() {
  const isMobile = useIsMobile()
  const isSidebarOpen = useIsSidebarOpen()
  return (
    <div className={styles.shell}>
      <ActiveSelectionEffects />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to main content
      </a>
      <TopBar />
      <div className={styles.body}>
        {isMobile ? (
          <RadixDialog.Root
            open={isSidebarOpen}
            onOpenChange={(open) => (open ? sidebarToggled() : sidebarClosed())}
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
              !isSidebarOpen && styles.sidebarHidden,
            )}
            aria-label="Navigation"
            hidden={!isSidebarOpen}
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
      </div>
    </div>
  )
}
