import type * as SentryModule from '@sentry/react'

import type { AppConfig } from './config'

let sentry: typeof SentryModule | null = null

/** Loads error reporting (Sentry's chunk) when config.json names a DSN, after the app has started. */
export async function initErrorReporting(config: AppConfig): Promise<void> {
  if (!config.errorReporting?.dsn) return
  const { startErrorReporting } = await import('./error-reporting-setup')
  sentry = startErrorReporting(config)
}

/** A server fault carries the API's request id, the error ID the toast shows. */
export function reportError(
  error: unknown,
  context: { requestId?: string | null } = {},
) {
  if (!sentry) return
  sentry.captureException(error, {
    tags: context.requestId ? { request_id: context.requestId } : undefined,
  })
}
