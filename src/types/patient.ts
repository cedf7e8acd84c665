import * as v from 'valibot'

export const patientSchema = v.object({
  id: v.string(),
  name: v.string(),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  notes: v.nullish(v.string()),
  isGeneric: v.optional(v.boolean(), false),
  projects: v.nullish(v.array(v.unknown())),
  createdAt: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
})

export type PatientResponse = v.InferOutput<typeof patientSchema>

/** Names split and a display name (docs/product/patients.md#the-patient). */
export interface Patient extends PatientResponse {
  firstName: string
  lastName: string
  displayName: string
}

export const patientListSchema = v.array(patientSchema)

export type PatientInput = Pick<Patient, 'name' | 'firstName' | 'lastName'> & {
  notes: string | null
}
