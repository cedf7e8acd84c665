import {
  MAX_UPLOAD_BYTES,
  NOTE_MAX_LENGTH,
  NOTE_MIN_LENGTH,
} from '../../../src/features/records/utils/accepted-files'
import { conflict, invalid, ApiProblem } from '../api-problem'
import { REJECTION_TRIGGER } from '../config'
import type { ApiRecord, ApiRecordRejection } from '../types'

import { acceptedExtension, extractedText, recordTypeOf } from './file-types'
import { assertNotGeneric, findPatient } from './patients'
import { findProject } from './projects'
import { toApiRecord } from './serialize'
import {
  findOwned,
  isListed,
  isoNow,
  nextId,
  tables,
  type StoredRecord,
} from './store'
import { bodyObject, nonBlank, requiredString } from './validation'

export type RecordFields = Partial<Omit<StoredRecord, 'owner' | 'patientId'>>

/** Stores a record as given, without permission checks (seed, tests). */
export function insertRecord(
  owner: string,
  patientId: string,
  fields: RecordFields = {},
): StoredRecord {
  const createdAt = fields.createdAt ?? isoNow()
  const record: StoredRecord = {
    id: nextId('rec'),
    title: 'Untitled record',
    content: 'Pasted text of a medical record.',
    recordType: 'note',
    updatedAt: createdAt,
    linkedProjects: [],
    thumbnailUrl: null,
    ...fields,
    createdAt,
    patientId,
    owner,
  }
  tables.records.set(record.id, record)
  return record
}

export const findRecord = (owner: string, recordId: string) =>
  findOwned(tables.records, owner, recordId, 'Record')

async function sha256(data: string | ArrayBuffer): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  const hex = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  return `sha256:${hex}`
}

const rejection = (reason: string): ApiRecordRejection => ({
  status: 'ERROR',
  reason,
})

/** Newest first, the order the app lists records in. */
const newestFirst = (a: StoredRecord, b: StoredRecord) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt)

export function listPatientRecords(
  owner: string,
  patientId: string,
): ApiRecord[] {
  const patient = findPatient(owner, patientId)
  return [...tables.records.values()]
    .filter((record) => record.patientId === patient.id && isListed(record))
    .sort(newestFirst)
    .map(toApiRecord)
}

export function listProjectRecords(
  owner: string,
  projectId: string,
): ApiRecord[] {
  const project = findProject(owner, projectId)
  return [...tables.records.values()]
    .filter(
      (record) =>
        record.linkedProjects.includes(project.id) && isListed(record),
    )
    .sort(newestFirst)
    .map(toApiRecord)
}

/**
 * POST /patients/{id}/records. A note containing the rejection trigger is
 * refused the way the real API refuses notes: 200 with status ERROR.
 */
export async function createNote(
  owner: string,
  patientId: string,
  body: unknown,
): Promise<ApiRecord | ApiRecordRejection> {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Adding a note')
  const input = bodyObject(body)
  const title = nonBlank('title', requiredString(input, 'title'), 'Title')
  const content = requiredString(input, 'content')
  if (content.length < NOTE_MIN_LENGTH) {
    throw invalid(
      'content',
      `Content must be at least ${NOTE_MIN_LENGTH} characters`,
      'string_too_short',
    )
  }
  if (content.length > NOTE_MAX_LENGTH) {
    throw invalid(
      'content',
      `Content must be less than ${NOTE_MAX_LENGTH} characters`,
      'string_too_long',
    )
  }
  if (content.toLowerCase().includes(REJECTION_TRIGGER)) {
    return rejection(
      'This note could not be processed: it does not look like health information.',
    )
  }
  const record = insertRecord(owner, patient.id, {
    title,
    content,
    recordType: 'note',
    hash: await sha256(content),
  })
  return toApiRecord(record)
}

/** POST /patients/{id}/record/file with the multipart field `file`. */
export async function uploadFile(
  owner: string,
  patientId: string,
  file: File | null,
): Promise<ApiRecord | ApiRecordRejection> {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Uploading a file')
  if (!file) throw invalid('file', 'Field required', 'missing')
  const extension = acceptedExtension(file.name)
  if (!extension) {
    throw new ApiProblem(
      415,
      `The file type of "${file.name}" is not accepted.`,
    )
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiProblem(413, 'File size exceeds 50MB limit')
  }
  if (file.size === 0) {
    return rejection(`"${file.name}" is empty.`)
  }
  const content = await extractedText(file, extension)
  const record = insertRecord(owner, patient.id, {
    title: file.name,
    content,
    recordType: recordTypeOf(extension),
    hash: await sha256(await file.arrayBuffer()),
  })
  return toApiRecord(record)
}

/** A record still linked to a project cannot go (409). */
export function deleteRecord(owner: string, recordId: string): void {
  const record = findRecord(owner, recordId)
  if (record.linkedProjects.length > 0) {
    throw conflict('This record is linked to a project and cannot be deleted.')
  }
  tables.records.delete(record.id)
}
