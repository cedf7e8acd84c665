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

/** Only reads retry, so an API outage is not multiplied by a tab's layers (docs/api.md#when-the-api-fails). */
const READ_RETRIES = 3
/** Waits of 1, 2, 4 s, or the `Retry-After` asked for, up to 30 s. */
const FIRST_RETRY_MS = 1000
const LONGEST_RETRY_MS = 30_000

/** Failures are reported in one place, and every write registered (src/api/outbox.ts). */
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
        retry: (failureCount, error) =>
          failureCount < READ_RETRIES && isTransientFailure(error),
        retryDelay: (failureCount, error) =>
          Math.min(
            (error instanceof ApiError ? error.retryAfterMs : null) ??
              FIRST_RETRY_MS * 2 ** failureCount,
            LONGEST_RETRY_MS,
          ),
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
