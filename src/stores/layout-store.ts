import { create } from 'zustand'

import { useIsMobile } from '@/hooks/use-media-query'
import { storePart } from '@/lib/app-state'

interface LayoutState {
  /** The left navigation column on wide screens; open unless the user hid it. */
  isSidebarOpen: boolean
  /** The navigation drawer under 768 px; closed unless the user opened it. */
  isDrawerOpen: boolean
}

const initialState: LayoutState = { isSidebarOpen: true, isDrawerOpen: false }

const useLayoutStore = create<LayoutState>()(() => initialState)
storePart(useLayoutStore)

/**
 * Whether the navigation shows: the column and the drawer keep their own
 * state, so narrowing a window never pops the drawer open over the page.
 */
export function useIsNavigationOpen(): boolean {
  const isMobile = useIsMobile()
  return useLayoutStore((s) => (isMobile ? s.isDrawerOpen : s.isSidebarOpen))
}

export const navigationToggled = (isMobile: boolean) =>
  useLayoutStore.setState((s) =>
    isMobile
      ? { isDrawerOpen: !s.isDrawerOpen }
      : { isSidebarOpen: !s.isSidebarOpen },
  )

/** Closes the drawer after a choice made in it (under 768 px the navigation is a drawer). */
export const drawerClosed = () =>
  useLayoutStore.setState({ isDrawerOpen: false })

export const resetLayoutStore = () => useLayoutStore.setState(initialState)
