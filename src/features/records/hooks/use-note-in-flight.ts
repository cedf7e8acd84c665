import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { findSavedNote, useIsNoteBeingAdded } from '@/api/records/mutations'
import { recordQueries } from '@/api/records/queries'
import { signedInDraftKey } from '@/hooks/use-draft'
import { removeDraft } from '@/lib/drafts'

import { recordsPicked } from '../stores/record-selection-store'
import {
  clearNoteInFlight,
  NOTE_IN_FLIGHT_DRAFT,
  readNoteInFlight,
} from '../utils/note-in-flight'

/**
 * Settles a note of the patient left marked as being saved (the page was
 * reloaded or closed before the API answered; see `utils/note-in-flight.ts`)
 * once nothing in this page is still saving it. The patient's records are
 * read: if they hold the note, its draft goes and it is selected for the
 * project it was written for, as the answer would have done; otherwise the
 * draft stays in the form, to be added again. True while that is not known
 * yet: Add Note waits for it.
 */
export function useNoteInFlight(
  patientId: string,
  draftNames: { title: string; content: string },
): boolean {
  const key = signedInDraftKey(NOTE_IN_FLIGHT_DRAFT, patientId)
  const note = key ? readNoteInFlight(key) : null
  const isBeingAdded = useIsNoteBeingAdded(patientId)
  const isToCheck = note !== null && !isBeingAdded
  const records = useQuery({
    ...recordQueries.patientList(patientId),
    enabled: isToCheck,
  })
  // A read that fails leaves the note unfound: better twice than lost.
  const isKnown = isToCheck && !records.isPending && !records.isFetching
  const savedId =
    isKnown && records.isSuccess
      ? (findSavedNote(records.data, note)?.id ?? null)
      : null
  const titleKey = signedInDraftKey(draftNames.title, patientId)
  const contentKey = signedInDraftKey(draftNames.content, patientId)

  useEffect(() => {
    if (!key || !isKnown) return
    const projectId = readNoteInFlight(key)?.projectId
    clearNoteInFlight(key)
    if (!savedId) return
    if (projectId) recordsPicked(projectId, [savedId])
    if (titleKey) removeDraft(titleKey)
    if (contentKey) removeDraft(contentKey)
  }, [key, isKnown, savedId, titleKey, contentKey])

  return note !== null && !isKnown
}
