import type { QueryClient } from '@tanstack/react-query'

import { forgetOutboxes, keepOutbox, resumeOutbox } from '@/api/outbox'
import { resetAppState } from '@/lib/app-state'
import type { SignOutReason } from '@/lib/auth'
import { forgetDrafts, forgetDraftsOfOthers } from '@/lib/drafts'
import { patientActivated } from '@/stores/active-selection-store'
import { restoreRecordPicks } from '@/stores/record-picks-store'

/** 'data-deleted': the debug tools deleted all of the person's data; they stay signed in. */
export type ClientResetReason = SignOutReason | 'data-deleted'

/** What they were typing and sending survives an ended session, for after signing in again. */
export function resetClientState(
  queryClient: QueryClient,
  reason: ClientResetReason,
) {
  void queryClient.cancelQueries()
  queryClient.clear()
  resetAppState('sign-out')
  if (reason === 'data-deleted') patientActivated(null)
  if (reason !== 'expired') {
    forgetDrafts()
    forgetOutboxes()
  }
}

/** What the tab kept for this person is theirs again, anyone else's goes; returns the stop. */
export function restoreClientState(queryClient: QueryClient, userId: string) {
  forgetDraftsOfOthers(userId)
  restoreRecordPicks(userId)
  resumeOutbox(queryClient, userId)
  return keepOutbox(queryClient, userId)
}
