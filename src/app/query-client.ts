import {
  MutationCache,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query'

import { registerAnalysisWrites } from '@/api/analyses/mutations'
import { registerPatientWrites } from '@/api/patients/mutations'
import { registerProjectWrites } from '@/api/projects/mutations'
import { registerRecordWrites } from '@/api/records/mutations'
import { registerUserWrites } from '@/api/users/mutations'
import { reportFailure } from '@/lib/failure-reporting'
import { ApiError, isTransientFailure } from '@/lib/http-client'

/**
 * A read that fails for a passing reason (the connection, an answer cut
 * off, a transient status) is tried this many times more: one failing read
 * costs the API at most four requests. Nothing else retries (the http
 * client does not; writes never do), so an outage of the API is not
 * multiplied by the layers of a tab (docs/api.md#when-the-api-fails).
 */
const READ_RETRIES = 3
/** The waits between tries: 1, 2, 4 s; a `Retry-After` asked for instead, up to 30 s. */
const FIRST_RETRY_MS = 1000
const LONGEST_RETRY_MS = 30_000

const retryRead = (failureCount: number, error: unknown) =>
  failureCount < READ_RETRIES && isTransientFailure(error)

function retryReadDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterMs : null
  const wait = asked ?? FIRST_RETRY_MS * 2 ** failureCount
  return Math.min(wait, LONGEST_RETRY_MS)
}

/**
 * The app's query client: its defaults, failures reported in one place, and
 * every write registered (src/api/outbox.ts).
 */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}) {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryRead,
        retryDelay: retryReadDelay,
        refetchOnWindowFocus: false,
        ...overrides,
      },
      mutations: { retry: false },
    },
  })
  registerPatientWrites(client)
  registerProjectWrites(client)
  registerRecordWrites(client)
  registerAnalysisWrites(client)
  registerUserWrites(client)
  return client
}
