import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'

import { newRow, sentOnce, type Operation } from '@/api/outbox'
import { draftSent } from '@/lib/drafts'
import { isNotFound, RequestNotSentError } from '@/lib/http-client'
import { recordDropped, recordsPicked } from '@/stores/record-picks-store'
import type { MedicalRecord } from '@/types/record'

import { recordQueries } from './queries'
import {
  createNote,
  deleteRecord,
  getPatientRecords,
  mayHaveBeenSaved,
  uploadRecordFile,
} from './requests'

export const recordWrites = {
  create: ['records', 'create'],
  delete: ['records', 'delete'],
} as const

/** A note or a file, for a patient, picked for the report of `projectId` once saved. */
export interface NewRecord extends Operation {
  patientId: string
  projectId?: string | null
  note?: { title: string; content: string }
  /** A file's bytes are not kept across a reload, its name is. */
  file?: File
  fileName?: string
}

export interface RecordDeletion extends Operation {
  patientId: string
  id: string
}

const isSent =
  ({ note, fileName }: NewRecord) =>
  (record: MedicalRecord) =>
    note
      ? record.recordType === 'note' &&
        record.title === note.title &&
        record.content === note.content
      : record.recordType !== 'note' && record.title === fileName

/** Each once (`sentOnce`): a lost note is looked for by name and content even when none were listed. */
export function registerRecordWrites(client: QueryClient) {
  const readRecords = (patientId: string) =>
    client.invalidateQueries({
      queryKey: recordQueries.patientList(patientId).queryKey,
    })
  client.setMutationDefaults(recordWrites.create, {
    mutationFn: (write: NewRecord) => {
      const { patientId, note, file, ...operation } = write
      return sentOnce(client, operation, {
        send: () => {
          if (note) return createNote(patientId, note)
          if (file) return uploadRecordFile(patientId, file)
          throw new RequestNotSentError(t`The file is no longer at hand.`)
        },
        find: async (listed) =>
          newRow(
            await getPatientRecords(patientId),
            note ? (listed ?? []) : listed,
            isSent(write),
          ),
        mayHaveApplied: mayHaveBeenSaved,
      })
    },
    onSuccess: (record, { patientId, projectId, draft }) => {
      draftSent(draft?.key, draft?.value)
      if (projectId) recordsPicked(projectId, [record.id])
      return readRecords(patientId)
    },
    // A note or file that may have been saved all the same: the records tell.
    onError: (error, { patientId }) =>
      mayHaveBeenSaved(error) ? readRecords(patientId) : undefined,
  })
  client.setMutationDefaults(recordWrites.delete, {
    mutationFn: ({ patientId, id, ...operation }: RecordDeletion) =>
      sentOnce(client, operation, {
        send: () =>
          deleteRecord(id).then(
            () => true as const,
            (error: unknown) => {
              if (isNotFound(error)) return true as const
              throw error
            },
          ),
        find: async () =>
          (await getPatientRecords(patientId)).some((r) => r.id === id)
            ? undefined
            : true,
      }),
    onSuccess: (_done, { patientId, id }) => {
      recordDropped(id)
      return readRecords(patientId)
    },
  })
}
