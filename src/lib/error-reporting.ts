import type * as SentryModule from '@sentry/react'

import type { AppConfig } from './config'
import { styleNonce } from './style-nonce'

let sentry: typeof SentryModule | null = null

/** The tunnel lives on the API host; a relative path is taken from `apiUrl`. */
export function tunnelUrl(config: AppConfig): string | undefined {
  const tunnel = config.errorReporting?.tunnel
  if (!tunnel) return undefined
  if (/^https?:\/\//.test(tunnel)) return tunnel
  return `${config.apiUrl}${tunnel.startsWith('/') ? '' : '/'}${tunnel}`
}

/**
 * Loads error reporting only when config.json names a DSN, after
 * the app has started, so it never adds to the first load. Replays mask all
 * text and media: they must not carry health data.
 */
export async function initErrorReporting(config: AppConfig): Promise<void> {
  if (!config.errorReporting?.dsn) return
  const Sentry = await import('@sentry/react')
  Sentry.init({
    dsn: config.errorReporting.dsn,
    tunnel: tunnelUrl(config),
    environment: config.errorReporting.environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1,
    tracePropagationTargets: [config.apiUrl],
    integrations: [
      Sentry.browserTracingIntegration(),
      // Not sticky: a sticky replay session is kept in sessionStorage, and
      // the app keeps nothing in the browser's storage beyond its few allowed keys.
      Sentry.replayIntegration({
        maskAllText: true,
        blockAllMedia: true,
        stickySession: false,
        // Its compression runs in a worker made from a blob: URL, which the
        // page's policy refuses (a script URL that no Trusted Types policy
        // passes, and worker-src 'self'); replays go uncompressed.
        useCompression: false,
      }),
      Sentry.feedbackIntegration({
        colorScheme: 'light',
        showBranding: false,
        // The widget's <style> elements, allowed by the page's nonce.
        styleNonce: styleNonce(),
        // The screenshot editor writes its styles with innerHTML, a Trusted
        // Types sink the page's policy closes. (So does the thank-you
        // message once a report has been sent, for its icon: the policy
        // refuses it, after the report has gone.)
        enableScreenshot: false,
      }),
    ],
  })
  sentry = Sentry
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
