import { queryOptions, useQuery } from '@tanstack/react-query'

import { useWithOwnWrites } from '@/api/own-writes'
import { isSignedIn } from '@/lib/auth'
import type { FailureToast } from '@/lib/failure-reporting'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import type { MedicalRecord } from '@/types/record'

import { getPatientRecords, getProjectRecords } from './requests'

const FETCH_MESSAGES = {
  projectIdMissing: 'Project ID is missing. Cannot fetch records.',
  auth: 'Authentication error. Cannot fetch records.',
  failed: 'Failed to fetch records.',
  unknown: 'An unknown error occurred while fetching records.',
  patientListFailed: 'Failed to load patient records.',
} as const

/**
 * What to tell the person when a records list cannot be fetched. Null for
 * a 401 (the session handles it) and a server fault (the red toast with
 * its error ID says it).
 */
export function recordsFetchToast(
  error: unknown,
  scope: 'patient' | 'project',
  isSignedIn: boolean,
): FailureToast | null {
  if (
    error instanceof ApiError &&
    (error.status === 401 || error.status >= 500)
  )
    return null
  if (!isSignedIn) return { level: 'error', message: FETCH_MESSAGES.auth }
  if (scope === 'patient')
    return { level: 'error', message: FETCH_MESSAGES.patientListFailed }
  // Signed in, so the only value the request could lack is the project id.
  if (error instanceof RequestNotSentError)
    return { level: 'warning', message: FETCH_MESSAGES.projectIdMissing }
  if (error instanceof Error)
    return { level: 'error', message: error.message || FETCH_MESSAGES.failed }
  return { level: 'error', message: FETCH_MESSAGES.unknown }
}

/**
 * A records list that cannot be fetched is reported with its own message
 * (the screens read it as empty, so the records step stays usable).
 */
const failureMeta = (scope: 'patient' | 'project') => ({
  failureToast: (error: unknown) =>
    recordsFetchToast(error, scope, isSignedIn()),
})

export const recordQueries = {
  all: () => ['records'] as const,
  patientLists: () => [...recordQueries.all(), 'patient'] as const,
  patientList: (patientId: string) =>
    queryOptions({
      queryKey: [...recordQueries.patientLists(), patientId],
      queryFn: ({ signal }) => getPatientRecords(patientId, { signal }),
      meta: failureMeta('patient'),
    }),
  projectLists: () => [...recordQueries.all(), 'project'] as const,
  projectList: (projectId: string) =>
    queryOptions({
      queryKey: [...recordQueries.projectLists(), projectId],
      queryFn: ({ signal }) => getProjectRecords(projectId, { signal }),
      meta: failureMeta('project'),
    }),
}

/**
 * The patient's records, newest first, with the notes and files this visit
 * added or deleted that a lagging read does not show yet.
 */
export function usePatientRecords(patientId: string) {
  const withWrites = useWithOwnWrites<MedicalRecord>(
    'records',
    (record) => record.patientId === patientId,
    patientId,
  )
  return useQuery({
    ...recordQueries.patientList(patientId),
    select: withWrites,
  })
}
