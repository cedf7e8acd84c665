import type { QueryClient } from '@tanstack/react-query'

import { resetRecordSelection } from '@/features/records/stores/record-selection-store'
import { resetWalkthroughStore } from '@/features/walkthrough/stores/walkthrough-store'
import type { SignOutReason } from '@/lib/auth'
import { forgetDrafts } from '@/lib/drafts'
import { clearSessionCaches } from '@/lib/session-caches'
import { resetActiveSelection } from '@/stores/active-selection-store'
import { resetAwaitedAnalyses } from '@/stores/awaited-analyses-store'
import { resetLayoutStore } from '@/stores/layout-store'
import { resetPanelsStore } from '@/stores/panels-store'

/**
 * Forgets everything the client holds about the person: on logout, and
 * when the session ended. What they were typing survives an ended session
 * (it comes back after signing in again) but not a logout.
 */
export function resetClientState(
  queryClient: QueryClient,
  reason: SignOutReason,
) {
  void queryClient.cancelQueries()
  queryClient.clear()
  resetActiveSelection()
  resetAwaitedAnalyses()
  resetLayoutStore()
  resetPanelsStore()
  resetRecordSelection()
  resetWalkthroughStore()
  clearSessionCaches()
  if (reason === 'logout') forgetDrafts()
}
