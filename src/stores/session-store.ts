import { create } from 'zustand'

interface SessionState {
  /** The session ended: nothing of the person's data shows until they sign in again. */
  hasEnded: boolean
  /** The Session Expired dialog; its Log In closes it. */
  isDialogOpen: boolean
}

const initialState: SessionState = { hasEnded: false, isDialogOpen: false }

const useSessionStore = create<SessionState>()(() => initialState)

export const useHasSessionEnded = () => useSessionStore((s) => s.hasEnded)
export const useIsSessionExpiredDialogOpen = () =>
  useSessionStore((s) => s.isDialogOpen)

export const sessionExpired = () =>
  useSessionStore.setState({ hasEnded: true, isDialogOpen: true })
export const sessionExpiredDismissed = () =>
  useSessionStore.setState({ isDialogOpen: false })
export const resetSessionStore = () => useSessionStore.setState(initialState)
