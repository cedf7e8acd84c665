import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { createdOnce, deletedOnce } from '@/api/lost-answers'
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

const isNote =
  (note: { title: string; content: string }) => (record: MedicalRecord) =>
    record.recordType === 'note' &&
    record.title === note.title &&
    record.content === note.content

/** The record a note became, if the records hold one of its name and content. */
export const findSavedNote = (
  records: readonly MedicalRecord[],
  note: { title: string; content: string },
): MedicalRecord | undefined => records.find(isNote(note))

/** A file's record is named after it. */
const isFile = (file: File) => (record: MedicalRecord) =>
  record.recordType !== 'note' && record.title === file.name

/**
 * Sends a note or a file, at most once though its answer is lost: a record
 * whose answer was lost is looked for among the patient's records
 * (`isIt`), before it is reported failed or sent again (`createdOnce`).
 */
const sendRecord = createdOnce<MedicalRecord>(mayHaveBeenSaved)

/** The patient's records as this page listed them, if it did. */
const listedRecords = (queryClient: QueryClient, patientId: string) =>
  queryClient.getQueryData(recordQueries.patientList(patientId).queryKey)

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
    mutationFn: ({ patientId, ...note }: NoteInput) =>
      sendRecord({
        key: JSON.stringify([patientId, note.title, note.content]),
        // A note is told by its name and whole content: found, it is this
        // one, even when the page had not listed the records before.
        listed: listedRecords(queryClient, patientId) ?? [],
        read: () => getPatientRecords(patientId),
        isIt: isNote(note),
        send: () => createNote(patientId, note),
      }),
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
      sendRecord({
        key: JSON.stringify([
          patientId,
          file.name,
          file.size,
          file.lastModified,
        ]),
        listed: listedRecords(queryClient, patientId),
        read: () => getPatientRecords(patientId),
        isIt: isFile(file),
        send: () => uploadRecordFile(patientId, file),
      }),
    onSuccess: recordSaved(queryClient),
  })
}

/**
 * A deleted record leaves the patient's list as soon as the API confirms,
 * and does not come back with a read that lags behind. One already gone (a
 * 404, or no longer listed after the answer was lost) counts as deleted
 * (`deletedOnce`).
 */
export function useDeleteRecord(patientId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = recordQueries.patientList(patientId)
  return useMutation({
    mutationFn: (recordId: string) =>
      deletedOnce({
        remove: () => deleteRecord(recordId),
        isGone: async () =>
          !(await getPatientRecords(patientId)).some(
            (record) => record.id === recordId,
          ),
        notFoundIsGone: true,
      }),
    onSuccess: (_, recordId) => {
      recordWrites.deleted(queryClient, queryKey, recordId)
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
