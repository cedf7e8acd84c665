import type { QueryClient } from '@tanstack/react-query'

import { forgetOutboxes, keepOutbox, resumeOutbox } from '@/api/outbox'
import { resetAppState } from '@/lib/app-state'
import type { SignOutReason } from '@/lib/auth'
import { forgetDrafts, forgetDraftsOfOthers } from '@/lib/drafts'
import { patientActivated } from '@/stores/active-selection-store'
import { restoreRecordPicks } from '@/stores/record-picks-store'

/**
 * Why the client forgets what it holds: the person signed out, or the
 * session ended, or (debug tools) the server deleted all of their data
 * while they stay signed in.
 */
export type ClientResetReason = SignOutReason | 'data-deleted'

/**
 * Forgets everything the client holds about the person: the query and
 * mutation caches and the app's state (src/lib/app-state.ts). What they
 * were typing and sending survives an ended session (it comes back after
 * signing in again) but not a logout, nor deleted data; deleted data also
 * takes the remembered active patient with it.
 */
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

/**
 * As the page starts signed in: what the tab kept for this person (drafts,
 * the records they picked, their writes not settled yet) is theirs again,
 * and what it kept for anyone else goes, so that another person signing in
 * after a session ended finds none of it. Returns what stops keeping their
 * writes.
 */
export function restoreClientState(queryClient: QueryClient, userId: string) {
  forgetDraftsOfOthers(userId)
  restoreRecordPicks(userId)
  resumeOutbox(queryClient, userId)
  return keepOutbox(queryClient, userId)
}
