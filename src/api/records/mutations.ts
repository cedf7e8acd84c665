import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import type { MedicalRecord } from '@/types/record'

import { recordQueries, recordWrites } from './queries'
import {
  createNote,
  deleteRecord,
  getPatientRecords,
  mayHaveBeenSaved,
  uploadRecordFile,
} from './requests'

export interface NoteInput {
  patientId: string
  title: string
  content: string
}

const NOTE_KEY = ['records', 'note'] as const

/** The record a note became, if the records hold one of its name and content. */
export const findSavedNote = (
  records: readonly MedicalRecord[],
  note: { title: string; content: string },
): MedicalRecord | undefined =>
  records.find(
    (record) =>
      record.recordType === 'note' &&
      record.title === note.title &&
      record.content === note.content,
  )

/**
 * Sends a note. When its answer is lost on the way, the API may have saved
 * it all the same: the patient's records are read once for it, so that a
 * kept note is not reported failed, and then added twice.
 */
async function sendNote({ patientId, ...note }: NoteInput) {
  try {
    return await createNote(patientId, note)
  } catch (error) {
    if (!mayHaveBeenSaved(error)) throw error
    const records = await getPatientRecords(patientId).catch(() => [])
    const saved = findSavedNote(records, note)
    if (!saved) throw error
    return saved
  }
}

/**
 * A saved note or file joins its patient's records at once, and stays there
 * even when the read that follows does not list it yet
 * (`recordWrites`); that read is made all the same.
 */
function recordSaved(queryClient: QueryClient) {
  return (record: MedicalRecord, { patientId }: { patientId: string }) => {
    const { queryKey } = recordQueries.patientList(patientId)
    recordWrites.created(queryClient, queryKey, record)
    return queryClient.invalidateQueries({ queryKey })
  }
}

/**
 * Adds a pasted note to a patient; settles once that patient's records are
 * fresh, also after a failure that may have saved the note all the same.
 */
export function useCreateNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: NOTE_KEY,
    mutationFn: sendNote,
    onSuccess: recordSaved(queryClient),
    onError: (error, { patientId }) =>
      mayHaveBeenSaved(error)
        ? queryClient.invalidateQueries(recordQueries.patientList(patientId))
        : undefined,
  })
}

/**
 * Whether a note for the patient is on its way, sent from this form or from
 * one that has gone since (the person left the page and came back).
 */
export const useIsNoteBeingAdded = (patientId: string) =>
  useIsMutating({
    mutationKey: NOTE_KEY,
    predicate: (mutation) =>
      (mutation.state.variables as NoteInput | undefined)?.patientId ===
      patientId,
  }) > 0

/** Uploads one file for a patient; after any success that patient's records are read again. */
export function useUploadRecordFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ patientId, file }: { patientId: string; file: File }) =>
      uploadRecordFile(patientId, file),
    onSuccess: recordSaved(queryClient),
  })
}

/**
 * A deleted record leaves the patient's list as soon as the API confirms,
 * and does not come back with a read that lags behind.
 */
export function useDeleteRecord(patientId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = recordQueries.patientList(patientId)
  return useMutation({
    mutationFn: (recordId: string) => deleteRecord(recordId),
    onSuccess: (_, recordId) => {
      recordWrites.deleted(queryClient, queryKey, recordId)
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
