import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest } from '@/lib/http-client'
import {
  patientListSchema,
  patientSchema,
  type Patient,
  type PatientInput,
  type PatientResponse,
} from '@/types/patient'
import { capitalize, splitName } from '@/utils/patient-name'
import { requireValue } from '@/utils/require-value'

const path = (id: string) => encodeURIComponent(id)

/** Adds the derived names: first/last name and the display name (docs/product/patients.md#the-patient). */
function toPatient(patient: PatientResponse): Patient {
  const split = splitName(patient.name)
  return {
    ...patient,
    firstName: patient.firstName ?? split.firstName,
    lastName: patient.lastName ?? split.lastName,
    displayName: patient.isGeneric
      ? 'Generic profile'
      : capitalize(patient.name),
  }
}

/** The body of a create or full update: the name trimmed and split. */
export function toPatientInput(
  name: string,
  notes: string | null,
): PatientInput {
  const trimmed = name.trim()
  return { name: trimmed, ...splitName(trimmed), notes }
}

export async function getPatients(
  userId: string,
  options?: { signal?: AbortSignal },
): Promise<Patient[]> {
  const id = requireValue(
    userId,
    'Authentication error. Cannot fetch patients.',
  )
  const patients = await apiRequest(apiPaths.patients(id), {
    schema: patientListSchema,
    signal: options?.signal,
  })
  return patients.map(toPatient)
}

export async function getPatient(
  patientId: string,
  options?: { signal?: AbortSignal },
): Promise<Patient> {
  const id = requireValue(patientId, 'Patient ID is required.')
  return toPatient(
    await apiRequest(`/patients/${path(id)}`, {
      schema: patientSchema,
      signal: options?.signal,
    }),
  )
}

export async function createPatient(
  userId: string,
  input: PatientInput,
): Promise<Patient> {
  const id = requireValue(
    userId,
    'Authentication error. Cannot create patient.',
  )
  return toPatient(
    await apiRequest(apiPaths.patients(id), {
      method: 'POST',
      json: input,
      schema: patientSchema,
    }),
  )
}

export async function updatePatient(
  patientId: string,
  changes: Partial<PatientInput>,
): Promise<Patient> {
  const id = requireValue(
    patientId,
    'Authentication error. Cannot update patient.',
  )
  return toPatient(
    await apiRequest(`/patients/${path(id)}`, {
      method: 'PATCH',
      json: changes,
      schema: patientSchema,
    }),
  )
}

export async function deletePatient(patientId: string): Promise<void> {
  const id = requireValue(
    patientId,
    'Authentication error. Cannot delete patient.',
  )
  await apiFetch(`/patients/${path(id)}`, { method: 'DELETE' })
}
