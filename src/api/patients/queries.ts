import { queryOptions, useQuery } from '@tanstack/react-query'

import { useWithOwnWrites } from '@/api/own-writes'
import { useActivePatientId } from '@/api/projects/queries'
import { useUserId } from '@/api/users/queries'
import type { Patient } from '@/types/patient'
import { sortOldestFirst } from '@/utils/sort-by-date'

import { getPatient, getPatients } from './requests'

export const patientQueries = {
  all: () => ['patients'] as const,
  lists: () => [...patientQueries.all(), 'list'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...patientQueries.lists(), userId],
      queryFn: ({ signal }) => getPatients(userId, { signal }),
    }),
  detail: (patientId: string) =>
    queryOptions({
      queryKey: [...patientQueries.all(), 'detail', patientId],
      queryFn: ({ signal }) => getPatient(patientId, { signal }),
    }),
}

/** The first added first (the person's own profile, usually), generic profiles last. */
export const sortPatients = (patients: readonly Patient[]) =>
  sortOldestFirst(patients, (p) => p.createdAt).sort(
    (a, b) => Number(a.isGeneric) - Number(b.isGeneric),
  )

/** The active patient: the stored one if it still exists, else the first non-generic, else the first. */
export function choosePatientId(
  patients: readonly Patient[],
  storedId: string | null,
): string | null {
  if (storedId && patients.some((p) => p.id === storedId)) return storedId
  return sortPatients(patients)[0]?.id ?? null
}

/** The user's patients, with what this visit wrote and a lagging read does not show yet. */
export function usePatients() {
  const userId = useUserId()
  const withWrites = useWithOwnWrites<Patient>('patients', () => true, userId)
  return useQuery({
    ...patientQueries.list(userId ?? ''),
    enabled: Boolean(userId),
    select: withWrites,
  })
}

export function useActivePatient(): Patient | undefined {
  const patientId = useActivePatientId()
  return usePatients().data?.find((p) => p.id === patientId)
}
