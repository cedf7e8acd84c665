import * as Sentry from '@sentry/react'

import type { AppConfig } from './config'

/** The tunnel lives on the API host; a relative path is taken from `apiUrl`. */
export function tunnelUrl(config: AppConfig): string | undefined {
  const tunnel = config.errorReporting?.tunnel
  if (!tunnel) return undefined
  if (/^https?:\/\//.test(tunnel)) return tunnel
  return `${config.apiUrl}${tunnel.startsWith('/') ? '' : '/'}${tunnel}`
}

/**
 * The page's style nonce, read as src/lib/style-nonce.ts reads it. Not
 * imported from there: that module loads with the dialogs, and sharing it
 * with this chunk would split it, and get-nonce, into chunks of their own.
 */
const pageStyleNonce = () => {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[property="csp-nonce"]',
  )
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}

/**
 * Starts Sentry with the DSN of config.json; returns it. Loaded with
 * Sentry's chunk, only when config.json names a DSN (error-reporting.ts).
 * Replays mask all text and media: they must not carry health data.
 * Everything here runs under the page's strict policy
 * (scripts/security-headers.mjs).
 */
export function startErrorReporting(config: AppConfig) {
  Sentry.init({
    dsn: config.errorReporting?.dsn,
    tunnel: tunnelUrl(config),
    environment: config.errorReporting?.environment,
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
        styleNonce: pageStyleNonce(),
        // The screenshot editor writes its styles with innerHTML, a Trusted
        // Types sink the page's policy closes. (So does the thank-you
        // message once a report has been sent, for its icon: the policy
        // refuses it, after the report has gone.)
        enableScreenshot: false,
      }),
    ],
  })
  return Sentry
}
