import { create } from 'zustand'

interface SessionState {
  isExpired: boolean
}

const initialState: SessionState = { isExpired: false }

const useSessionStore = create<SessionState>()(() => initialState)

export const useIsSessionExpired = () => useSessionStore((s) => s.isExpired)

export const sessionExpired = () =>
  useSessionStore.setState({ isExpired: true })

export const sessionExpiredDismissed = () =>
  useSessionStore.setState({ isExpired: false })

export const resetSessionStore = () => useSessionStore.setState(initialState)
