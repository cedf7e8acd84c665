import { create } from 'zustand'

import { isMobileNow, useIsMobile } from '@/hooks/use-media-query'
import { storePart } from '@/lib/app-state'

const initialState = { isSidebarOpen: true, isDrawerOpen: false }

const useLayoutStore = create(() => initialState)
storePart(useLayoutStore)

/** The column and the drawer keep their own state: narrowing a window never pops the drawer open. */
export function useIsNavigationOpen(): boolean {
  const isMobile = useIsMobile()
  return useLayoutStore((s) => (isMobile ? s.isDrawerOpen : s.isSidebarOpen))
}

/** The drawer or the column, as the layout is at the press. */
export const navigationToggled = () =>
  useLayoutStore.setState((s) =>
    isMobileNow()
      ? { isDrawerOpen: !s.isDrawerOpen }
      : { isSidebarOpen: !s.isSidebarOpen },
  )

/** After a choice made in the drawer. */
export const drawerClosed = () =>
  useLayoutStore.setState({ isDrawerOpen: false })

export const resetLayoutStore = () => useLayoutStore.setState(initialState)
