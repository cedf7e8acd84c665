import { create } from 'zustand'

import { storePart } from '@/lib/app-state'

// Once ended, nothing of the person's data shows until they sign in again.
const initialState = { hasEnded: false, isDialogOpen: false }

const useSessionStore = create(() => initialState)
// The session's own state: a sign-out keeps it (the Session Expired dialog shows).
storePart(useSessionStore, { keepOnSignOut: true })

export const useHasSessionEnded = () => useSessionStore((s) => s.hasEnded)
export const useIsSessionExpiredDialogOpen = () =>
  useSessionStore((s) => s.isDialogOpen)

export const sessionExpired = () =>
  useSessionStore.setState({ hasEnded: true, isDialogOpen: true })
export const sessionExpiredDismissed = () =>
  useSessionStore.setState({ isDialogOpen: false })
export const resetSessionStore = () => useSessionStore.setState(initialState)
