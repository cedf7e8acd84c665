import type { QueryClient } from '@tanstack/react-query'

import { newRow, readsNotFound, sentOnce, type Operation } from '@/api/outbox'
import { projectQueries } from '@/api/projects/queries'
import { draftSent } from '@/lib/drafts'
import { isNotFound } from '@/lib/http-client'
import type { Patient, PatientInput } from '@/types/patient'
import { requireValue } from '@/utils/require-value'

import { patientQueries } from './queries'
import {
  createPatient,
  deletePatient,
  getPatient,
  getPatients,
  PATIENT_AUTH_ERRORS,
  updatePatient,
} from './requests'

export { PATIENT_AUTH_ERRORS }

export const patientWrites = {
  create: ['patients', 'create'],
  update: ['patients', 'update'],
  delete: ['patients', 'delete'],
} as const

export interface NewPatient extends Operation {
  userId: string | undefined
  input: PatientInput
}

export interface PatientChange extends Operation {
  userId: string | undefined
  patientId: string
  input: Partial<PatientInput>
}

export interface PatientDeletion extends Operation {
  userId: string | undefined
  id: string
}

const holds = (patient: Patient, change: Partial<PatientInput>) =>
  Object.entries(change).every(
    ([field, value]) =>
      (patient[field as keyof PatientInput] ?? null) === (value ?? null),
  )

/** Each once (`sentOnce`): a lost create is looked for by name, a change and a deletion (404) by reading the patient. */
export function registerPatientWrites(client: QueryClient) {
  const readLists = () =>
    client.invalidateQueries({ queryKey: patientQueries.lists() })
  client.setMutationDefaults(patientWrites.create, {
    mutationFn: async ({ userId, input, ...operation }: NewPatient) => {
      const user = requireValue(userId, PATIENT_AUTH_ERRORS.create)
      const patient = await sentOnce(client, operation, {
        send: () => createPatient(user, input),
        find: async (listed) =>
          newRow(await getPatients(user), listed, (p) => p.name === input.name),
      })
      // Made by an earlier press: the notes typed since are written to it.
      const notes = { notes: input.notes }
      return holds(patient, notes) ? patient : updatePatient(patient.id, notes)
    },
    onSuccess: (_patient, { draft }) => {
      draftSent(draft?.key, draft?.value)
      return readLists()
    },
  })
  client.setMutationDefaults(patientWrites.update, {
    mutationFn: ({ userId, patientId, input, ...operation }: PatientChange) => {
      requireValue(userId, PATIENT_AUTH_ERRORS.update)
      return sentOnce(client, operation, {
        send: () => updatePatient(patientId, input),
        find: async () => {
          const patient = await getPatient(patientId)
          return holds(patient, input) ? patient : undefined
        },
      })
    },
    // A read of the patient still fresh is from before the change.
    onSuccess: (patient, { draft }) => {
      draftSent(draft?.key, draft?.value)
      return client
        .fetchQuery({ ...patientQueries.detail(patient.id), staleTime: 0 })
        .catch(readLists)
    },
  })
  client.setMutationDefaults(patientWrites.delete, {
    mutationFn: ({ userId, id, ...operation }: PatientDeletion) => {
      requireValue(userId, PATIENT_AUTH_ERRORS.delete)
      return sentOnce(client, operation, {
        send: () => deletePatient(id).then(() => true as const),
        find: () => readsNotFound(() => getPatient(id)),
      })
    },
    // A 404 is gone already (told apart: 'Patient not found or already deleted.').
    onSettled: (_done, error, { id }) => {
      if (error && !isNotFound(error)) return
      client.removeQueries({ queryKey: patientQueries.detail(id).queryKey })
      client.removeQueries({ queryKey: projectQueries.list(id).queryKey })
      return readLists()
    },
  })
}
