import { ApiError, mayHaveBeenApplied } from '@/lib/http-client'

/** Whether the API answered that what was asked for does not exist. */
const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404

/** For `isGone`: whether a read of it answers 404 (any other failure tells nothing). */
export const readsNotFound = (read: () => Promise<unknown>): Promise<boolean> =>
  read().then(
    () => false,
    (error: unknown) => isNotFound(error),
  )

/**
 * Deletes something (`remove`). When the answer is lost on the way
 * (`mayHaveBeenApplied`), the API may have deleted it all the same: it is
 * looked for (`isGone`) before the deletion is reported failed, and asked
 * for again, only to fail on a 404. With `notFoundIsGone`, a 404 itself
 * counts as deleted (by a request whose answer was lost, or elsewhere).
 */
export async function deletedOnce({
  remove,
  isGone,
  notFoundIsGone,
}: {
  remove: () => Promise<void>
  isGone: () => Promise<boolean>
  notFoundIsGone: boolean
}): Promise<void> {
  try {
    await remove()
  } catch (error) {
    if (notFoundIsGone && isNotFound(error)) return
    if (!mayHaveBeenApplied(error)) throw error
    if (!(await isGone().catch(() => false))) throw error
  }
}
