import { routePatterns } from '@/lib/paths'

/**
 * The route modules, each its own chunk, loaded when first needed. The
 * 'Ask A Question' tab, the page most visits open on, is part of the app's
 * entry instead (router.tsx): its page paints without waiting for one more
 * request.
 */
export const routeCode = {
  recordsTab: () => import('./routes/records-tab-route'),
  secured: () => import('./routes/secured-route'),
  reportDetail: () => import('./routes/report-detail-route'),
}

/**
 * Whether `pathname` is one of `pattern`'s addresses: its segments, with a
 * `:name` segment standing for any one, and a trailing slash or not
 * (react-router's `matchPath`, for patterns without optional segments or
 * splats, and without the router's code, which this module cannot wait for).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter(Boolean)
  const wanted = segments(pattern)
  const actual = segments(pathname)
  return (
    wanted.length === actual.length &&
    wanted.every(
      (segment, i) => segment.startsWith(':') || segment === actual[i],
    )
  )
}

/**
 * Starts loading the code of the route a page opens on while sign-in runs,
 * rather than once the app's entry has arrived and signed in: a link to a
 * report shows its text sooner. Called by the sign-in chunk
 * (src/startup/sign-in.ts), the first of the app's code to run.
 */
export function preloadRouteCode(pathname: string) {
  if (matchesPattern(routePatterns.AnalysisReportDetail, pathname))
    void routeCode.reportDetail()
}
