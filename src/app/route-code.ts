import { watchFailedStylesheets } from '@/lib/lazy-code'
import { routePatterns } from '@/lib/paths'

/** Each its own chunk; the 'Ask A Question' tab, where most visits open, is in the entry. */
export const routeCode = {
  recordsTab: () => import('./routes/records-tab-route'),
  secured: () => import('./routes/secured-route'),
  reportDetail: () => import('./routes/report-detail-route'),
}

/** A segment as the router reads it: decoded, or as it is when it does not decode. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** React-router's matching (no optional segments or splats), without its code, which start-up cannot wait for. */
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

/** Called while sign-in runs (src/startup/sign-in.ts): a link to a report shows its text sooner. */
export function preloadRouteCode(pathname: string) {
  if (!matchPattern(routePatterns.AnalysisReportDetail, pathname)) return
  // Its stylesheet, failing, is fetched again when the router asks again.
  watchFailedStylesheets()
  // A failure is the router's to retry (router.tsx).
  routeCode.reportDetail().catch(() => {})
}
