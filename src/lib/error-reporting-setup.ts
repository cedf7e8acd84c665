import * as Sentry from '@sentry/react'

import type { AppConfig } from './config'

/** The tunnel lives on the API host; a relative path is taken from `apiUrl`. */
export function tunnelUrl(config: AppConfig): string | undefined {
  const tunnel = config.errorReporting?.tunnel
  if (!tunnel) return undefined
  if (/^https?:\/\//.test(tunnel)) return tunnel
  return `${config.apiUrl}${tunnel.startsWith('/') ? '' : '/'}${tunnel}`
}

// Not imported from style-nonce.ts, which would split into a chunk of its own.
const pageStyleNonce = () => {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[property="csp-nonce"]',
  )
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}

/** Replays mask all text and media (no health data); all runs under the strict CSP (scripts/security-headers.mjs). */
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
      // Not sticky: that is kept in sessionStorage, beyond the app's allowed keys.
      Sentry.replayIntegration({
        maskAllText: true,
        blockAllMedia: true,
        stickySession: false,
        // Its worker's blob: URL is refused by the page's policy.
        useCompression: false,
      }),
      Sentry.feedbackIntegration({
        colorScheme: 'light',
        showBranding: false,
        styleNonce: pageStyleNonce(),
        // Its editor writes innerHTML, a Trusted Types sink the policy closes.
        enableScreenshot: false,
      }),
    ],
  })
  return Sentry
}
