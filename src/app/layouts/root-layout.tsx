import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'

import { trackPageView } from '@/lib/analytics'

import { NavigationProgress } from './navigation-progress'
import { SessionExpiredDialog } from './session-expired-dialog'

export function RootLayout() {
  const { pathname } = useLocation()
  useEffect(() => trackPageView(pathname), [pathname])

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <SessionExpiredDialog />
      <ScrollRestoration />
    </>
  )
}
