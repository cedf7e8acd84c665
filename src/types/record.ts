import * as v from 'valibot'

import { listOrEmpty } from './list-or-empty'

export const recordSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string(), ''),
  content: v.nullish(v.string()),
  recordType: v.nullish(v.string(), 'note'),
  patientId: v.nullish(v.string()),
  createdAt: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
  hash: v.nullish(v.string()),
  linkedProjects: listOrEmpty(v.string()),
  thumbnailUrl: v.nullish(v.string()),
  status: v.nullish(v.string()),
  reason: v.nullish(v.string()),
})

export type MedicalRecord = v.InferOutput<typeof recordSchema>

export const recordListSchema = v.array(recordSchema)

/** The API may answer 200 with only `{status: 'ERROR', reason}` for a rejected note or file (docs/api.md#calls). */
export const recordCreateResponseSchema = v.union([
  v.object({ status: v.literal('ERROR'), reason: v.nullish(v.string()) }),
  recordSchema,
])
