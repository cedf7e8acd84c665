import {
  MutationCache,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query'

import { reportFailure } from '@/lib/failure-reporting'
import { ApiError, RequestNotSentError } from '@/lib/http-client'

/**
 * The http client already retries GET-like calls once on transient
 * statuses, so the query layer only retries network failures (offline, DNS), twice.
 */
function retryNetworkFailures(failureCount: number, error: unknown) {
  if (error instanceof ApiError || error instanceof RequestNotSentError)
    return false
  return failureCount < 2
}

/** The app's query client: its defaults, and failures reported in one place. */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}) {
  return new QueryClient({
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
        retry: retryNetworkFailures,
        refetchOnWindowFocus: false,
        ...overrides,
      },
      mutations: { retry: false },
    },
  })
}
