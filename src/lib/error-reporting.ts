import type * as SentryModule from '@sentry/react'

import type { AppConfig } from './config'

let sentry: typeof SentryModule | null = null

/**
 * Loads error reporting only when config.json names a DSN, after the app
 * has started, so it never adds to the first load: its setup comes with
 * Sentry's chunk (error-reporting-setup.ts).
 */
export async function initErrorReporting(config: AppConfig): Promise<void> {
  if (!config.errorReporting?.dsn) return
  const { startErrorReporting } = await import('./error-reporting-setup')
  sentry = startErrorReporting(config)
}

/**
 * Sends an error to error reporting when it is on. A server fault carries the
 * API's request id, the same error ID the user sees in the toast, so support
 * can find one from the other.
 */
export function reportError(
  error: unknown,
  context: { requestId?: string | null } = {},
) {
  if (!sentry) return
  sentry.captureException(error, {
    tags: context.requestId ? { request_id: context.requestId } : undefined,
  })
}
