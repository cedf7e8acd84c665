import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'

import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest, type Signal } from '@/lib/http-client'
import {
  patientListSchema,
  patientSchema,
  type Patient,
  type PatientInput,
  type PatientResponse,
} from '@/types/patient'
import { capitalize, splitName } from '@/utils/patient-name'
import { requireValue } from '@/utils/require-value'

/** Each in the interface's language at the moment it is read. */
export const PATIENT_AUTH_ERRORS = {
  get create() {
    return t`Authentication error. Cannot create patient.`
  },
  get update() {
    return t`Authentication error. Cannot update patient.`
  },
  get delete() {
    return t`Authentication error. Cannot delete patient.`
  },
}

const patientPath = (patientId: string, message: MessageDescriptor | string) =>
  `/patients/${encodeURIComponent(requireValue(patientId, message))}`

/** Adds the derived names (docs/product/patients.md#the-patient). */
function toPatient(patient: PatientResponse): Patient {
  const split = splitName(patient.name)
  return {
    ...patient,
    firstName: patient.firstName ?? split.firstName,
    lastName: patient.lastName ?? split.lastName,
    displayName: patient.isGeneric
      ? // eslint-disable-next-line lingui/no-unlocalized-strings -- kept in English with the data; screens show it translated (GENERIC_PROFILE_NAME, features/patients/components/patient-badge.tsx)
        'Generic profile'
      : capitalize(patient.name),
  }
}

export function toPatientInput(name: string, notes: string | null) {
  const trimmed = name.trim()
  return { name: trimmed, ...splitName(trimmed), notes } satisfies PatientInput
}

export async function getPatients(userId: string, options?: Signal) {
  const id = requireValue(
    userId,
    msg`Authentication error. Cannot fetch patients.`,
  )
  const patients = await apiRequest(apiPaths.patients(id), {
    schema: patientListSchema,
    ...options,
  })
  return patients.map(toPatient)
}

export const getPatient = async (patientId: string, options?: Signal) =>
  toPatient(
    await apiRequest(patientPath(patientId, msg`Patient ID is required.`), {
      schema: patientSchema,
      ...options,
    }),
  )

export async function createPatient(userId: string, input: PatientInput) {
  const id = requireValue(userId, PATIENT_AUTH_ERRORS.create)
  return toPatient(
    await apiRequest(apiPaths.patients(id), {
      method: 'POST',
      json: input,
      schema: patientSchema,
    }),
  )
}

export const updatePatient = async (
  patientId: string,
  changes: Partial<PatientInput>,
) =>
  toPatient(
    await apiRequest(patientPath(patientId, PATIENT_AUTH_ERRORS.update), {
      method: 'PATCH',
      json: changes,
      schema: patientSchema,
    }),
  )

export async function deletePatient(patientId: string): Promise<void> {
  await apiFetch(patientPath(patientId, PATIENT_AUTH_ERRORS.delete), {
    method: 'DELETE',
  })
}
