import { queryOptions } from '@tanstack/react-query'

import { isSignedIn } from '@/lib/auth'
import { notify } from '@/lib/toast'
import type { MedicalRecord } from '@/types/record'

import { recordsFetchToast } from '../utils/record-messages'

import { getPatientRecords, getProjectRecords } from './records'

/**
 * SPEC.md §8: a list that cannot be fetched is reported and read as empty,
 * so the records step stays usable (the project records load in a route loader).
 */
async function orEmptyList(
  fetchList: () => Promise<MedicalRecord[]>,
  scope: 'patient' | 'project',
  signal: AbortSignal,
): Promise<MedicalRecord[]> {
  try {
    return await fetchList()
  } catch (error) {
    if (signal.aborted) throw error
    const toast = recordsFetchToast(error, scope, isSignedIn())
    if (toast) notify[toast.level](toast.message)
    return []
  }
}

export const recordQueries = {
  all: () => ['records'] as const,
  patientLists: () => [...recordQueries.all(), 'patient'] as const,
  patientList: (patientId: string) =>
    queryOptions({
      queryKey: [...recordQueries.patientLists(), patientId],
      queryFn: ({ signal }) =>
        orEmptyList(
          () => getPatientRecords(patientId, { signal }),
          'patient',
          signal,
        ),
    }),
  projectLists: () => [...recordQueries.all(), 'project'] as const,
  projectList: (projectId: string) =>
    queryOptions({
      queryKey: [...recordQueries.projectLists(), projectId],
      queryFn: ({ signal }) =>
        orEmptyList(
          () => getProjectRecords(projectId, { signal }),
          'project',
          signal,
        ),
    }),
}
