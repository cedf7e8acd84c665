import type { AppConfig } from './config'

interface AnalyticsWindow {
  umami?: {
    track: (
      payload?: (props: Record<string, unknown>) => Record<string, unknown>,
    ) => void
  }
  /** Trusted Types, where the browser has them (not in TypeScript's DOM types yet). */
  trustedTypes?: {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => { createScriptURL: (url: string) => unknown }
  }
}

/** The one policy name the production CSP allows (scripts/security-headers.mjs: ANALYTICS_TRUSTED_TYPES_POLICY). */
export const ANALYTICS_SCRIPT_POLICY = 'analytics-script'

let scriptUrlPolicy: { createScriptURL: (url: string) => unknown } | undefined

/** `require-trusted-types-for 'script'` refuses a plain src: a policy passes config.json's address only. */
function trustedScriptUrl(url: string): string {
  const { trustedTypes } = window as AnalyticsWindow
  if (!trustedTypes) return url
  // A policy name may be created once per page.
  scriptUrlPolicy ??= trustedTypes.createPolicy(ANALYTICS_SCRIPT_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(input)
      return input
    },
  })
  // The DOM takes the TrustedScriptURL where TypeScript's types say string.
  return scriptUrlPolicy.createScriptURL(url) as string
}

let isEnabled = false
let lastTrackedPath: string | null = null

/** Loads the analytics script of config.json (not on localhost unless allowed); page views by `trackPageView`. */
export function initAnalytics(config: AppConfig, location = window.location) {
  const analytics = config.analytics
  if (!analytics?.websiteId) return false
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(
    location.hostname,
  )
  if (isLocal && !analytics.allowLocalhost) return false
  const script = document.createElement('script')
  script.defer = true
  script.src = trustedScriptUrl(analytics.scriptUrl)
  script.dataset.websiteId = analytics.websiteId
  script.dataset.autoTrack = 'false'
  // The first route may render before the script has loaded.
  script.addEventListener('load', () => trackPageView(location.pathname))
  document.head.append(script)
  isEnabled = true
  return true
}

export function trackPageView(path: string): void {
  const { umami } = window as AnalyticsWindow
  if (!isEnabled || !umami || path === lastTrackedPath) return
  lastTrackedPath = path
  umami.track((props) => ({ ...props, url: path }))
}

export const resetAnalytics = () => {
  isEnabled = false
  lastTrackedPath = null
}
