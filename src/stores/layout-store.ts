import { create } from 'zustand'

interface LayoutState {
  /** The left navigation; a drawer under 768 px, a column above. */
  isSidebarOpen: boolean
}

const initialState = (): LayoutState => ({
  isSidebarOpen:
    typeof window === 'undefined' ||
    !window.matchMedia ||
    !window.matchMedia('(max-width: 767.98px)').matches,
})

const useLayoutStore = create<LayoutState>()(initialState)

export const useIsSidebarOpen = () => useLayoutStore((s) => s.isSidebarOpen)

export const sidebarToggled = () =>
  useLayoutStore.setState((s) => ({ isSidebarOpen: !s.isSidebarOpen }))

export const sidebarClosed = () =>
  useLayoutStore.setState({ isSidebarOpen: false })

export const resetLayoutStore = () => useLayoutStore.setState(initialState())
