import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest } from '@/lib/http-client'
import { userSchema } from '@/types/user'
import { requireValue } from '@/utils/require-value'

export const getCurrentUser = (options?: { signal?: AbortSignal }) =>
  apiRequest(apiPaths.currentUser(), {
    schema: userSchema,
    signal: options?.signal,
  })

/** Debug tools only (`debug: true` in config.json): deletes the user's data. */
export async function resetUser(userId: string): Promise<void> {
  const id = requireValue(userId, 'Authentication error. Cannot reset user.')
  await apiFetch(`/users/${encodeURIComponent(id)}/reset`, { method: 'POST' })
}
