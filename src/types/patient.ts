import * as z from 'zod/mini'

export const patientSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  notes: z.nullish(z.string()),
  isGeneric: z._default(z.boolean(), false),
  projects: z.nullish(z.array(z.unknown())),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
})

export type PatientResponse = z.infer<typeof patientSchema>

/** A patient as the app uses it: names split and a display name (SPEC.md §3). */
export interface Patient extends PatientResponse {
  firstName: string
  lastName: string
  displayName: string
}

export const patientListSchema = z.array(patientSchema)

export interface PatientInput {
  name: string
  firstName: string
  lastName: string
  notes: string | null
}
