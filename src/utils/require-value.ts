import { RequestNotSentError } from '@/lib/http-client'

/** Narrows a required argument of an API call, throwing `message` when it is missing. */
export function requireValue<T>(
  value: T | null | undefined | '',
  message: string,
): T {
  if (value === null || value === undefined || value === '')
    throw new RequestNotSentError(message)
  return value
}
