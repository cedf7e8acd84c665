import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'

import { lazyDialog } from '@/components/ui/lazy-dialog'
import { trackPageView } from '@/lib/analytics'
import { useIsSessionExpiredDialogOpen } from '@/stores/session-store'

import { NavigationProgress } from './navigation-progress'

/**
 * 'Session Expired', loaded once the page is idle (or when a session ends
 * first): no page needs it to paint.
 */
const SessionExpiredDialog = lazyDialog(
  () => import('./session-expired-dialog'),
  (module) => module.SessionExpiredDialog,
)

export function RootLayout() {
  const { pathname } = useLocation()
  const isSessionExpired = useIsSessionExpiredDialogOpen()
  useEffect(() => trackPageView(pathname), [pathname])

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <SessionExpiredDialog open={isSessionExpired} />
      <ScrollRestoration />
    </>
  )
}
