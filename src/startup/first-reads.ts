import { apiPaths } from '@/api/api-paths'
import { matchPattern } from '@/app/route-code'
import { readEarly, type EarlyRead } from '@/lib/early-reads'
import { routePatterns } from '@/lib/paths'
import { lastActivePatient } from '@/stores/last-active-patient'

/**
 * The patients' address names the user: they are read once `/users/me`
 * has answered, from a copy of its answer, which the app takes whole. The
 * copy is made as soon as the answer arrives, before the app (which waits
 * for it after this does) can start reading it.
 */
async function readPatients(
  user: EarlyRead,
  read: (path: string) => unknown,
): Promise<void> {
  const answer = await user
  if (!answer?.ok) return
  const body: unknown = await answer.clone().json()
  if (body && typeof body === 'object' && 'id' in body && body.id) {
    read(apiPaths.patients(String(body.id)))
  }
}

/**
 * Reads what the page at `pathname` will ask the API for first, as soon as
 * sign-in has a token rather than once the app's entry has arrived and run
 * (`early-reads.ts`), so that the page's data and the entry download side
 * by side:
 * - every signed-in page loads the session (src/api/session.ts, the
 *   protected route's loader): the user, then their patients, the last
 *   active patient's projects and the demo projects;
 * - a report's address opens its analysis, read first as a report
 *   (src/features/analyses/loaders/open-analysis.ts).
 */
export function readFirstPage(apiUrl: string, token: string, pathname: string) {
  const read = (path: string) => readEarly(apiUrl, token, path)
  const report = matchPattern(routePatterns.AnalysisReportDetail, pathname)
  if (report?.id) read(apiPaths.analysis('REPORT', report.id))
  const user = read(apiPaths.currentUser())
  if (user) readPatients(user, read).catch(() => {})
  const patientId = lastActivePatient.read()
  if (patientId) read(apiPaths.patientProjects(patientId))
  read(apiPaths.demoProjects())
}
