import { ApiError, RequestNotSentError } from '@/lib/http-client'

/**
 * What a failed debug action says beside its button: the API's reason for
 * a refusal, the reason a request was not sent, otherwise a plea to try
 * again (a server fault also shows the red toast with its error ID).
 */
export function failureMessage(action: string, error: unknown): string {
  if (error instanceof RequestNotSentError) return `${action} ${error.message}`
  if (error instanceof ApiError && error.status < 500) {
    return `${action} ${error.detail}`
  }
  return `${action} Please try again.`
}
