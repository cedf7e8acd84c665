import { reportError } from '@/lib/error-reporting'
import { ApiError } from '@/lib/http-client'
import { notify, notifyServerError } from '@/lib/toast'

export interface FailureToast {
  level: 'error' | 'warning'
  message: string
}

/** What a query or mutation says when it fails, beyond the server-fault toast of every 5xx. */
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

/** The one place query failures reach the person: a 5xx shows the red toast with its error ID, else `meta` says. */
export function reportFailure(error: unknown, meta: FailureMeta | undefined) {
  if (error instanceof ApiError && error.status >= 500) {
    notifyServerError(error.requestId)
    reportError(error, { requestId: error.requestId })
    return
  }
  if (meta?.failureLog) console.warn(meta.failureLog, error)
  const toast = meta?.failureToast?.(error)
  if (toast) notify[toast.level](toast.message)
}
