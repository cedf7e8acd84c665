import { Outlet, ScrollRestoration } from 'react-router-dom'

import { NavigationProgress } from './navigation-progress'
import { SessionExpiredDialog } from './session-expired-dialog'

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <SessionExpiredDialog />
      <ScrollRestoration />
    </>
  )
}
