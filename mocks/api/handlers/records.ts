import { http } from 'msw'

import { badRequest } from '../api-problem'
import { API_URL } from '../config'
import { db } from '../db'
import type { ApiRecord, ApiRecordRejection } from '../types'

import { json, noContent, readJson, withUser } from './respond'

/** The API answers a rejected note or file with a 200 and status ERROR, not a 201. */
const created = (result: ApiRecord | ApiRecordRejection) =>
  json(result, result.status === 'ERROR' ? 200 : 201)

async function uploadedFile(request: Request): Promise<File | null> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw badRequest('Expected a multipart/form-data body with a file field.')
  }
  const file = form.get('file')
  // Not `instanceof File`: under jsdom the global File is jsdom's, not Node's.
  return file === null || typeof file === 'string' ? null : file
}

export const recordHandlers = [
  http.get(
    `${API_URL}/patients/:patientId/records`,
    withUser(({ sub, params }) =>
      json(db.records.listForPatient(sub, params.patientId ?? '')),
    ),
  ),
  http.post(
    `${API_URL}/patients/:patientId/records`,
    withUser(async ({ sub, params, request }) =>
      created(
        await db.records.createNote(
          sub,
          params.patientId ?? '',
          await readJson(request),
        ),
      ),
    ),
  ),
  http.post(
    `${API_URL}/patients/:patientId/record/file`,
    withUser(async ({ sub, params, request }) =>
      created(
        await db.records.uploadFile(
          sub,
          params.patientId ?? '',
          await uploadedFile(request),
        ),
      ),
    ),
  ),
  http.get(
    `${API_URL}/projects/:projectId/records`,
    withUser(({ sub, params }) =>
      json(db.records.listForProject(sub, params.projectId ?? '')),
    ),
  ),
  http.delete(
    `${API_URL}/records/:recordId`,
    withUser(({ sub, params }) => {
      db.records.delete(sub, params.recordId ?? '')
      return noContent()
    }),
  ),
]
