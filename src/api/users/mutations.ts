import type { QueryClient } from '@tanstack/react-query'

import type { Operation } from '@/api/outbox'

import { resetUser } from './requests'

export const userWrites = { reset: ['users', 'reset'] } as const

export interface UserReset extends Operation {
  userId: string
}

/**
 * Debug tools: deletes every patient, project, record and report of the
 * account. What the app holds about them goes with the whole client
 * state, which is the caller's to drop once this succeeded.
 */
export function registerUserWrites(client: QueryClient) {
  client.setMutationDefaults(userWrites.reset, {
    mutationFn: ({ userId }: UserReset) => resetUser(userId),
  })
}
