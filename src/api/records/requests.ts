import { msg } from '@lingui/core/macro'

import {
  apiFetch,
  apiRequest,
  mayHaveBeenApplied,
  type RequestOptions,
  type Signal,
} from '@/lib/http-client'
import {
  recordCreateResponseSchema,
  recordListSchema,
  type MedicalRecord,
} from '@/types/record'
import { requireValue } from '@/utils/require-value'
import { sortNewestFirst } from '@/utils/sort-by-date'

const path = (id: string) => encodeURIComponent(id)

/** The API accepted the request but rejected the note or file (a 200 with status ERROR). */
export class RecordRejectedError extends Error {
  override readonly name = 'RecordRejectedError'
}

/** Whether a failed record create may have stored it all the same; a rejection stored nothing. */
export const mayHaveBeenSaved = (error: unknown): boolean =>
  !(error instanceof RecordRejectedError) && mayHaveBeenApplied(error)

const recordList = async (listPath: string, options?: Signal) =>
  sortNewestFirst(
    await apiRequest(listPath, { schema: recordListSchema, ...options }),
    (record) => record.createdAt,
  )

/** A 2xx is not success on its own: status ERROR carries the reason (docs/api.md#calls). */
const createRecord = async (
  patientId: string,
  recordPath: string,
  options: RequestOptions,
): Promise<MedicalRecord> => {
  const id = path(requireValue(patientId, msg`Patient ID is required.`))
  const response = await apiRequest(`/patients/${id}/${recordPath}`, {
    method: 'POST',
    schema: recordCreateResponseSchema,
    ...options,
  })
  if (response.status === 'ERROR' || !('id' in response))
    throw new RecordRejectedError(response.reason ?? '')
  return response
}

export const getPatientRecords = async (patientId: string, options?: Signal) =>
  recordList(
    `/patients/${path(requireValue(patientId, msg`Patient ID is required.`))}/records`,
    options,
  )

export const getProjectRecords = async (projectId: string, options?: Signal) =>
  recordList(
    `/projects/${path(requireValue(projectId, msg`Project ID is required to fetch records.`))}/records`,
    options,
  )

export const createNote = async (
  patientId: string,
  { title, content }: { title: string; content: string },
) =>
  createRecord(patientId, 'records', {
    json: { title, content, recordType: 'note' },
  })

export async function uploadRecordFile(
  patientId: string,
  file: File,
  options?: Signal,
) {
  const formData = new FormData()
  formData.append('file', file, file.name)
  return createRecord(patientId, 'record/file', { formData, ...options })
}

export async function deleteRecord(recordId: string): Promise<void> {
  const id = requireValue(recordId, msg`Record ID is required for deletion.`)
  await apiFetch(`/records/${path(id)}`, { method: 'DELETE' })
}
