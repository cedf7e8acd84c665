import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import {
  createdOnce,
  deletedOnce,
  readsNotFound,
  updatedOnce,
} from '@/api/lost-answers'
import { projectQueries } from '@/api/projects/queries'
import { useUserId } from '@/api/users/queries'
import { isNotFound } from '@/lib/http-client'
import type { Patient, PatientInput } from '@/types/patient'
import { requireValue } from '@/utils/require-value'

import { patientQueries, patientWrites } from './queries'
import {
  createPatient,
  deletePatient,
  getPatient,
  getPatients,
  updatePatient,
} from './requests'

const createPatientOnce = createdOnce<Patient>()

/** Each change of a patient needs the user id (and a token); without them, these messages. */
export const PATIENT_AUTH_ERRORS = {
  create: 'Authentication error. Cannot create patient.',
  update: 'Authentication error. Cannot update patient.',
  delete: 'Authentication error. Cannot delete patient.',
} as const

function patientDropped(
  queryClient: QueryClient,
  userId: string,
  patientId: string,
) {
  patientWrites.deleted(
    queryClient,
    patientQueries.list(userId).queryKey,
    patientId,
  )
  queryClient.removeQueries({
    queryKey: patientQueries.detail(patientId).queryKey,
  })
  queryClient.removeQueries({
    queryKey: projectQueries.list(patientId).queryKey,
  })
}

/** Whether the patient as read has every field the change gave. */
const holdsChange = (patient: Patient, change: Partial<PatientInput>) =>
  Object.entries(change).every(
    ([field, value]) =>
      (patient[field as keyof PatientInput] ?? null) === (value ?? null),
  )

export interface NewPatient extends PatientInput {
  /** The form it is typed in: saved again from there, it is looked for first. */
  formId: string
  /** See `Creation.sentBefore`. */
  sentBefore?: readonly string[]
}

/**
 * A new patient joins the list at once, and stays there even when the read
 * that follows does not list them yet (`patientWrites`). One whose answer
 * was lost is looked for among the user's patients, by name, before it is
 * reported failed or sent again from the same form (`createdOnce`); found
 * then, they are given the notes typed since.
 */
export function useCreatePatient() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: ({ formId, sentBefore, ...input }: NewPatient) =>
      createPatientOnce({
        key: JSON.stringify([formId, userId, input.name]),
        sentBefore,
        listed: userId
          ? queryClient.getQueryData(patientQueries.list(userId).queryKey)
          : undefined,
        read: () => getPatients(userId ?? ''),
        isIt: (patient) => patient.name === input.name,
        send: () => createPatient(userId ?? '', input),
        update: (patient) => {
          const notes = { notes: input.notes }
          return holdsChange(patient, notes)
            ? Promise.resolve(patient)
            : updatedOnce({
                send: () => updatePatient(patient.id, notes),
                read: () => getPatient(patient.id),
                holds: (read) => holdsChange(read, notes),
              })
        },
      }),
    onSuccess: (patient) => {
      patientWrites.created(
        queryClient,
        patientQueries.list(userId ?? '').queryKey,
        patient,
      )
      return queryClient.invalidateQueries({
        queryKey: patientQueries.lists(),
      })
    },
  })
}

/**
 * PATCH, then the edited patient is read again into the list; when that
 * read fails, the whole list is reloaded. A read that lags behind the
 * change does not undo it (`patientWrites`).
 */
export function useUpdatePatient() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: ({
      patientId,
      input,
    }: {
      patientId: string
      input: Partial<PatientInput>
    }) => {
      requireValue(userId, PATIENT_AUTH_ERRORS.update)
      return updatedOnce({
        send: () => updatePatient(patientId, input),
        read: () => getPatient(patientId),
        holds: (patient) => holdsChange(patient, input),
      })
    },
    onSuccess: async (patched, { patientId }) => {
      const listKey = patientQueries.list(userId ?? '').queryKey
      patientWrites.updated(queryClient, listKey, patched)
      try {
        // Read again even when a read of it is still fresh (a second save
        // within the cache's 30 s): that read is from before this change.
        const fresh: Patient = await queryClient.fetchQuery({
          ...patientQueries.detail(patientId),
          staleTime: 0,
        })
        queryClient.setQueryData(listKey, (patients) =>
          patients?.map((p) =>
            p.id === fresh.id ? patientWrites.asWritten(fresh) : p,
          ),
        )
      } catch {
        await queryClient.invalidateQueries({ queryKey: listKey })
      }
    },
  })
}

/**
 * DELETE; a 404 means it is gone already, so it leaves the list either way.
 * A patient no longer read after the answer was lost counts as deleted
 * (`deletedOnce`).
 */
export function useDeletePatient() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return useMutation({
    mutationFn: async (patientId: string) => {
      requireValue(userId, PATIENT_AUTH_ERRORS.delete)
      await deletedOnce({
        remove: () => deletePatient(patientId),
        isGone: () => readsNotFound(() => getPatient(patientId)),
        // Told apart: 'Patient not found or already deleted.'
        notFoundIsGone: false,
      })
    },
    onSuccess: (_, patientId) =>
      patientDropped(queryClient, userId ?? '', patientId),
    onError: (error, patientId) => {
      if (isNotFound(error))
        patientDropped(queryClient, userId ?? '', patientId)
    },
  })
}
