import { reportError } from '@/lib/error-reporting'
import { ApiError } from '@/lib/http-client'
import { notify, notifyServerError } from '@/lib/toast'

/** A message for the person, at a toast level. */
export interface FailureToast {
  level: 'error' | 'warning'
  message: string
}

/**
 * What a query or mutation says when it fails, beyond the server-fault
 * toast every 5xx shows: set as `meta.failureToast` on its options.
 */
export interface FailureMeta extends Record<string, unknown> {
  failureToast?: (error: unknown) => FailureToast | null
  /** A failure the person need not hear of: written to the console only. */
  failureLog?: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta
    mutationMeta: FailureMeta
  }
}

/**
 * The one place failures of the query layer reach the person: a server
 * fault shows the persistent red toast with its error ID (and goes to error
 * reporting); anything else shows the message its `meta` asks for, if any.
 * Everything else about a failure is the screen's to show, from the query's
 * or mutation's state.
 */
export function reportFailure(
  error: unknown,
  meta: FailureMeta | undefined,
): void {
  if (error instanceof ApiError && error.status >= 500) {
    notifyServerError(error.requestId)
    reportError(error, { requestId: error.requestId })
    return
  }
  if (meta?.failureLog) console.warn(meta.failureLog, error)
  const toast = meta?.failureToast?.(error)
  if (toast) notify[toast.level](toast.message)
}
