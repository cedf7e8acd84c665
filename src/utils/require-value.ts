import { RequestNotSentError } from '@/lib/http-client'

/**
 * Narrows a required argument of an API call, throwing the given
 * client-side message (e.g. 'Project ID is required.') when it is missing.
 */
export function requireValue<T>(
  value: T | null | undefined | '',
  message: string,
): T {
  if (value === null || value === undefined || value === '') {
    throw new RequestNotSentError(message)
  }
  return value
}
