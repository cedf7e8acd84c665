import { apiPaths } from '@/api/api-paths'
import { matchPattern } from '@/app/route-code'
import { readEarly } from '@/lib/early-reads'
import { routePatterns } from '@/lib/paths'
import { lastActivePatient } from '@/stores/last-active-patient'

/** The string `key` of an answer's JSON object, or undefined. */
function field(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object' || !(key in body)) return undefined
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' && value ? value : undefined
}

/**
 * Reads what the page at `pathname` will ask the API for first, as soon as
 * sign-in has a token rather than once the app's entry has arrived and run
 * (`early-reads.ts`), so that the page's data and the entry download side
 * by side:
 * - every signed-in page loads the session (src/api/session.ts, the
 *   protected route's loader): the user, then their patients (the
 *   patients' address names the user), the last active patient's projects
 *   and the demo projects;
 * - a report's address opens its analysis, read first as a report, and
 *   then its project, which says whose it is and what the report's about
 *   line shows (src/features/analyses/loaders/open-analysis.ts).
 * What an answer names is read before the app can take that answer.
 */
export function readFirstPage(apiUrl: string, token: string, pathname: string) {
  const read = (path: string, follow?: (body: unknown) => void) =>
    readEarly(apiUrl, token, path, follow)
  const report = matchPattern(routePatterns.AnalysisReportDetail, pathname)
  if (report?.id) {
    read(apiPaths.analysis('REPORT', report.id), (analysis) => {
      const projectId =
        field(analysis, 'projectId') ?? field(analysis, 'patientProjectId')
      if (projectId) read(apiPaths.project(projectId))
    })
  }
  read(apiPaths.currentUser(), (user) => {
    const userId = field(user, 'id')
    if (userId) read(apiPaths.patients(userId))
  })
  const patientId = lastActivePatient.read()
  if (patientId) read(apiPaths.patientProjects(patientId))
  read(apiPaths.demoProjects())
}
