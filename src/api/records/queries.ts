import { t } from '@lingui/core/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { useWithOwnWrites } from '@/api/own-writes'
import { isSignedIn } from '@/lib/auth'
import type { FailureToast } from '@/lib/failure-reporting'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import type { MedicalRecord } from '@/types/record'

import { getPatientRecords, getProjectRecords } from './requests'

/** Null for a 401 (the session handles it) and a server fault (the red toast); the screens read the list as empty. */
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
  const failed = (message: string): FailureToast => ({
    level: 'error',
    message,
  })
  if (!isSignedIn) return failed(t`Authentication error. Cannot fetch records.`)
  if (scope === 'patient') return failed(t`Failed to load patient records.`)
  // Signed in, so the only value the request could lack is the project id.
  if (error instanceof RequestNotSentError)
    return {
      level: 'warning',
      message: t`Project ID is missing. Cannot fetch records.`,
    }
  if (error instanceof Error)
    return failed(error.message || t`Failed to fetch records.`)
  return failed(t`An unknown error occurred while fetching records.`)
}

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

/** The patient's records, newest first, with the notes and files this visit added or deleted that a lagging read does not show yet. */
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
