import * as z from 'zod/mini'

import { listOrEmpty } from './list-or-empty'

export const recordSchema = z.object({
  id: z.string(),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title ?? ''),
  ),
  content: z.nullish(z.string()),
  recordType: z.pipe(
    z.nullish(z.string()),
    z.transform((type) => type ?? 'note'),
  ),
  patientId: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  hash: z.nullish(z.string()),
  linkedProjects: listOrEmpty(z.string()),
  thumbnailUrl: z.nullish(z.string()),
  status: z.nullish(z.string()),
  reason: z.nullish(z.string()),
})

export type MedicalRecord = z.infer<typeof recordSchema>

export const recordListSchema = z.array(recordSchema)

/**
 * A record create answer. The API may answer 200 with only
 * `{status: 'ERROR', reason}` for a rejected note or file (API.md §4).
 */
export const recordCreateResponseSchema = z.union([
  z.object({ status: z.literal('ERROR'), reason: z.nullish(z.string()) }),
  recordSchema,
])
export type RecordCreateResponse = z.infer<typeof recordCreateResponseSchema>

export interface NoteInput {
  title: string
  content: string
  recordType: 'note'
}
