import { ApiError, RequestNotSentError } from '@/lib/http-client'

const QUESTION_NOT_SENT = 'Your question could not be sent. Please try again.'

/**
 * What to tell the user when a question could not be created: the API's
 * detail (e.g. 403 on a demo project) or the client-side reason. Server
 * faults already raised the error toast, so they get a plain retry hint.
 */
export function questionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status >= 500 ? QUESTION_NOT_SENT : error.detail
  }
  if (error instanceof RequestNotSentError) return error.message
  return QUESTION_NOT_SENT
}
