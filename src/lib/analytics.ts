import type { AppConfig } from './config'

/** The page-view API of the analytics script (Umami's `umami.track`). */
interface AnalyticsWindow {
  umami?: {
    track: (
      payload?: (props: Record<string, unknown>) => Record<string, unknown>,
    ) => void
  }
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
  script.src = analytics.scriptUrl
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
