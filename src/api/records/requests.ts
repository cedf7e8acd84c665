import { apiFetch, apiRequest, mayHaveBeenApplied } from '@/lib/http-client'
import {
  recordCreateResponseSchema,
  recordListSchema,
  type MedicalRecord,
  type RecordCreateResponse,
} from '@/types/record'
import { requireValue } from '@/utils/require-value'
import { sortNewestFirst } from '@/utils/sort-by-date'

const path = (id: string) => encodeURIComponent(id)

/** The API accepted the request but rejected the note or file (a 200 with status ERROR). */
export class RecordRejectedError extends Error {
  override readonly name = 'RecordRejectedError'
}

/**
 * Whether a record create that failed may have stored the record all the
 * same (`mayHaveBeenApplied`); a rejection stored nothing.
 */
export const mayHaveBeenSaved = (error: unknown): boolean =>
  !(error instanceof RecordRejectedError) && mayHaveBeenApplied(error)

const newestFirst = (records: MedicalRecord[]) =>
  sortNewestFirst(records, (record) => record.createdAt)

// A 2xx is not success on its own: status ERROR carries the reason (docs/api.md#calls).
function acceptedRecord(response: RecordCreateResponse): MedicalRecord {
  if (response.status === 'ERROR' || !('id' in response)) {
    throw new RecordRejectedError(response.reason ?? '')
  }
  return response
}

export async function getPatientRecords(
  patientId: string,
  options?: { signal?: AbortSignal },
): Promise<MedicalRecord[]> {
  const id = requireValue(patientId, 'Patient ID is required.')
  return newestFirst(
    await apiRequest(`/patients/${path(id)}/records`, {
      schema: recordListSchema,
      signal: options?.signal,
    }),
  )
}

export async function getProjectRecords(
  projectId: string,
  options?: { signal?: AbortSignal },
): Promise<MedicalRecord[]> {
  const id = requireValue(projectId, 'Project ID is required to fetch records.')
  return newestFirst(
    await apiRequest(`/projects/${path(id)}/records`, {
      schema: recordListSchema,
      signal: options?.signal,
    }),
  )
}

export async function createNote(
  patientId: string,
  note: { title: string; content: string },
): Promise<MedicalRecord> {
  const id = requireValue(patientId, 'Patient ID is required.')
  const response = await apiRequest(`/patients/${path(id)}/records`, {
    method: 'POST',
    json: { title: note.title, content: note.content, recordType: 'note' },
    schema: recordCreateResponseSchema,
  })
  return acceptedRecord(response)
}

export async function uploadRecordFile(
  patientId: string,
  file: File,
  options?: { signal?: AbortSignal },
): Promise<MedicalRecord> {
  const id = requireValue(patientId, 'Patient ID is required.')
  const formData = new FormData()
  formData.append('file', file, file.name)
  const response = await apiRequest(`/patients/${path(id)}/record/file`, {
    method: 'POST',
    formData,
    schema: recordCreateResponseSchema,
    signal: options?.signal,
  })
  return acceptedRecord(response)
}

export async function deleteRecord(recordId: string): Promise<void> {
  const id = requireValue(recordId, 'Record ID is required for deletion.')
  await apiFetch(`/records/${path(id)}`, { method: 'DELETE' })
}
