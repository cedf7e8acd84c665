import { msg } from '@lingui/core/macro'

import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest, type Signal } from '@/lib/http-client'
import { userSchema } from '@/types/user'
import { requireValue } from '@/utils/require-value'

export const getCurrentUser = (options?: Signal) =>
  apiRequest(apiPaths.currentUser(), { schema: userSchema, ...options })

/** Debug tools only (`debug: true` in config.json): deletes the user's data. */
export async function resetUser(userId: string): Promise<void> {
  const id = requireValue(userId, msg`Authentication error. Cannot reset user.`)
  await apiFetch(`/users/${encodeURIComponent(id)}/reset`, { method: 'POST' })
}
