import type { QueryClient } from '@tanstack/react-query'

import { resetWalkthroughStore } from '@/features/walkthrough/stores/walkthrough-store'
import { clearSessionCaches } from '@/lib/session-caches'
import { resetActiveSelection } from '@/stores/active-selection-store'
import { resetLayoutStore } from '@/stores/layout-store'
import { resetPanelsStore } from '@/stores/panels-store'

/** Forgets everything the client holds about the user (on sign-out). */
export function resetClientState(queryClient: QueryClient) {
  void queryClient.cancelQueries()
  queryClient.clear()
  resetActiveSelection()
  resetLayoutStore()
  resetPanelsStore()
  resetWalkthroughStore()
  clearSessionCaches()
}
