import { queryOptions, replaceEqualDeep } from '@tanstack/react-query'

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

/**
 * Records added during this visit (notes and files), by id: the API's reads
 * may lag behind its writes, so a read of the patient's records that does
 * not list one yet keeps it, as follow-ups stay asked. A deleted record is
 * forgotten.
 */
const addedRecords = new Map<string, MedicalRecord>()

export const recordAdded = (record: MedicalRecord) =>
  addedRecords.set(record.id, record)
export const recordForgotten = (recordId: string) =>
  addedRecords.delete(recordId)
/** For tests: nothing added yet. */
export const resetAddedRecords = () => addedRecords.clear()

/** A fresh read of a patient's records, with those added here it does not list yet. */
function keepAddedRecords(
  previous: MedicalRecord[] | undefined,
  next: MedicalRecord[],
): MedicalRecord[] {
  const missing = (previous ?? []).filter(
    (record) =>
      addedRecords.has(record.id) && !next.some((r) => r.id === record.id),
  )
  const merged = missing.length ? [...missing, ...next] : next
  return replaceEqualDeep(previous, merged)
}

export const recordQueries = {
  all: () => ['records'] as const,
  patientLists: () => [...recordQueries.all(), 'patient'] as const,
  patientList: (patientId: string) =>
    queryOptions({
      queryKey: [...recordQueries.patientLists(), patientId],
      queryFn: ({ signal }) => getPatientRecords(patientId, { signal }),
      meta: failureMeta('patient'),
      structuralSharing: (previous, next) =>
        keepAddedRecords(
          previous as MedicalRecord[] | undefined,
          next as MedicalRecord[],
        ),
    }),
  projectLists: () => [...recordQueries.all(), 'project'] as const,
  projectList: (projectId: string) =>
    queryOptions({
      queryKey: [...recordQueries.projectLists(), projectId],
      queryFn: ({ signal }) => getProjectRecords(projectId, { signal }),
      meta: failureMeta('project'),
    }),
}
