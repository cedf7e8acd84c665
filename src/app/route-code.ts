import { watchFailedStylesheets } from '@/lib/lazy-code'
import { routePatterns } from '@/lib/paths'

/**
 * The route modules, each its own chunk, loaded when first needed. The
 * 'Ask A Question' tab, the page most visits open on, is part of the app's
 * entry instead (router.tsx): its page paints without waiting for one more
 * request. The router loads them retried (router.tsx); the sign-in chunk
 * starts a report's early without the retrying code, which it does not need.
 */
export const routeCode = {
  recordsTab: () => import('./routes/records-tab-route'),
  secured: () => import('./routes/secured-route'),
  reportDetail: () => import('./routes/report-detail-route'),
}

/** A segment of an address as the router reads it: decoded, or as it is when it does not decode. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The parameters of `pathname` when it is one of `pattern`'s addresses,
 * else null: its segments, with a `:name` segment standing for any one
 * (decoded), and a trailing slash or not (react-router's matching, for
 * patterns without optional segments or splats, and without the router's
 * code, which start-up cannot wait for).
 */
export function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string> | null {
  const segments = (path: string) => path.split('/').filter(Boolean)
  const wanted = segments(pattern)
  const actual = segments(pathname)
  if (wanted.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of wanted.entries()) {
    const value = actual[i]!
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(value)
    else if (segment !== value) return null
  }
  return params
}

/**
 * Starts loading the code of the route a page opens on while sign-in runs,
 * rather than once the app's entry has arrived and signed in: a link to a
 * report shows its text sooner. Called by the sign-in chunk
 * (src/startup/sign-in.ts), the first of the app's code to run.
 */
export function preloadRouteCode(pathname: string) {
  if (!matchPattern(routePatterns.AnalysisReportDetail, pathname)) return
  // Its stylesheet, failing, is fetched again when the router asks again.
  watchFailedStylesheets()
  // A failure is the router's to retry (router.tsx).
  routeCode.reportDetail().catch(() => {})
}
