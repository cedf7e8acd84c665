import type { MessageDescriptor } from '@lingui/core'

import { i18n } from '@/i18n/i18n'
import { RequestNotSentError } from '@/lib/http-client'

/**
 * Narrows a required argument of an API call, throwing `message` when it is
 * missing: its text is shown, in the interface's language at that moment.
 */
export function requireValue<T>(
  value: T | null | undefined | '',
  message: MessageDescriptor | string,
): T {
  if (value === null || value === undefined || value === '')
    throw new RequestNotSentError(
      typeof message === 'string' ? message : i18n._(message),
    )
  return value
}
