import { apiPaths } from '@/api/api-paths'
import { firstActiveProject } from '@/api/projects/ordering'
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

/** A project as the API sent it, as far as its order goes (unchecked). */
interface SentProject {
  id?: unknown
  isActive?: unknown
  createdAt?: string | null
  updatedAt?: string | null
}

/**
 * The first active project of a list of projects as the API sent it
 * (`firstActiveProject`); a project without `isActive` counts as active,
 * as the app reads it. A guess from an answer the app has not checked yet:
 * a wrong one only reads a project nobody takes.
 */
function firstActiveProjectId(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined
  const projects = (body as SentProject[]).map((project) => ({
    ...project,
    isActive: project?.isActive !== false,
  }))
  return field(firstActiveProject(projects), 'id')
}

/** The project of a project's address: its report, questions or records. */
const projectOfPath = (pathname: string) =>
  matchPattern(
    routePatterns.ProjectReportDetail,
    pathname.split('/').slice(0, 3).join('/'),
  )?.projectId

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
 *   line shows (src/features/analyses/loaders/open-analysis.ts);
 * - a project's address opens that project, then its patient's projects
 *   (src/app/guards/project-loader.ts);
 * - any other page opens on the last active patient's first active
 *   project, whose details the navigation shows (`activateProject`).
 * What an answer names is read before the app can take that answer.
 */
export function readFirstPage(apiUrl: string, token: string, pathname: string) {
  const read = (path: string, follow?: (body: unknown) => void) =>
    readEarly(apiUrl, token, path, follow)
  const report = matchPattern(routePatterns.AnalysisReportDetail, pathname)
  const routeProjectId = projectOfPath(pathname)
  if (report?.id) {
    read(apiPaths.analysis('REPORT', report.id), (analysis) => {
      const projectId =
        field(analysis, 'projectId') ?? field(analysis, 'patientProjectId')
      if (projectId) read(apiPaths.project(projectId))
    })
  } else if (routeProjectId) {
    read(apiPaths.project(routeProjectId), (project) => {
      const patientId = field(project, 'patientId')
      if (patientId) read(apiPaths.patientProjects(patientId))
    })
  }
  read(apiPaths.currentUser(), (user) => {
    const userId = field(user, 'id')
    if (userId) read(apiPaths.patients(userId))
  })
  const patientId = lastActivePatient.read()
  if (patientId) {
    const opensFirstActiveProject = !report?.id && !routeProjectId
    read(
      apiPaths.patientProjects(patientId),
      opensFirstActiveProject
        ? (projects) => {
            const projectId = firstActiveProjectId(projects)
            if (projectId) read(apiPaths.project(projectId))
          }
        : undefined,
    )
  }
  read(apiPaths.demoProjects())
}
