import { QueryClient, type DefaultOptions } from '@tanstack/react-query'

import { ApiError, RequestNotSentError } from '@/lib/http-client'

/**
 * The http client already retries GET-like calls once on transient statuses,
 * so the query layer only retries network failures (offline, DNS), twice.
 */
function retryNetworkFailures(failureCount: number, error: unknown) {
  if (error instanceof ApiError || error instanceof RequestNotSentError)
    return false
  return failureCount < 2
}

export function createQueryClient(overrides: DefaultOptions['queries'] = {}) {
  return new QueryClient({
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
