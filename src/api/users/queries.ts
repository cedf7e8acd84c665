import { queryOptions, useQuery } from '@tanstack/react-query'

import { getCurrentUser } from './requests'

export const userQueries = {
  all: () => ['users'] as const,
  me: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me'],
      queryFn: ({ signal }) => getCurrentUser({ signal }),
      staleTime: Infinity,
    }),
}

/** The signed-in user's API id; loaded by the protected route's loader. */
export const useUserId = (): string | undefined =>
  useQuery({ ...userQueries.me(), select: (user) => user.id }).data
