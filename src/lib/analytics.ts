import type { AppConfig } from './config'

/** The page-view API of the analytics script (Umami's `umami.track`). */
interface AnalyticsWindow {
  umami?: {
    track: (
      payload?: (props: Record<string, unknown>) => Record<string, unknown>,
    ) => void
  }
}

/**
 * The browser's Trusted Types API, where it has one (TypeScript's DOM types
 * do not describe it yet).
 */
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => { createScriptURL: (url: string) => unknown }
  }
}

/**
 * The name the production Content-Security-Policy allows for the policy
 * below, and only when config.json names analytics
 * (scripts/security-headers.mjs: ANALYTICS_TRUSTED_TYPES_POLICY).
 */
export const ANALYTICS_SCRIPT_POLICY = 'analytics-script'

let scriptUrlPolicy: { createScriptURL: (url: string) => unknown } | undefined

/**
 * The analytics script's address as a TrustedScriptURL. The page's policy
 * (`require-trusted-types-for 'script'`) refuses a plain string as a
 * script's src, and the analytics script is the one script the app adds to
 * the page: this one small policy is why, passing the address config.json
 * names and throwing for any other. Browsers without Trusted Types take the
 * string as it is.
 */
function trustedScriptUrl(url: string): string {
  const trustedTypes = (window as TrustedTypesWindow).trustedTypes
  if (!trustedTypes) return url
  // A policy name may be created once per page.
  scriptUrlPolicy ??= trustedTypes.createPolicy(ANALYTICS_SCRIPT_POLICY, {
    // Any other address is refused: the error names it.
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

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'

/**
 * Loads the web-analytics script named by config.json (docs/api.md#configjson). Nothing
 * loads without it, without a website id, or on localhost unless allowed.
 * Page views are sent by `trackPageView` after each route change, not by the
 * script itself.
 */
export function initAnalytics(
  config: AppConfig,
  location: Location = window.location,
): boolean {
  const analytics = config.analytics
  if (!analytics?.websiteId) return false
  if (isLocalHost(location.hostname) && !analytics.allowLocalhost) return false
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

/** Records a page view of `path`; a no-op when analytics is off or not loaded yet. */
export function trackPageView(path: string): void {
  const umami = (window as AnalyticsWindow).umami
  if (!isEnabled || !umami || path === lastTrackedPath) return
  lastTrackedPath = path
  umami.track((props) => ({ ...props, url: path }))
}

/** Tests start with analytics off. */
export const resetAnalytics = () => {
  isEnabled = false
  lastTrackedPath = null
}
