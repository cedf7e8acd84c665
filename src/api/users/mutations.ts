import type { QueryClient } from '@tanstack/react-query'

import type { Operation } from '@/api/outbox'

import { resetUser } from './requests'

export const userWrites = { reset: ['users', 'reset'] } as const

export interface UserReset extends Operation {
  userId: string
}

/** Debug tools: deletes the account's data; the caller drops the client state once done. */
export function registerUserWrites(client: QueryClient) {
  client.setMutationDefaults(userWrites.reset, {
    mutationFn: ({ userId }: UserReset) => resetUser(userId),
  })
}
