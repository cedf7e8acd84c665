import { apiPaths } from '@/api/api-paths'
import { firstActiveProject } from '@/api/projects/ordering'
import { matchPattern } from '@/app/route-code'
import { readEarly } from '@/lib/early-reads'
import { routePatterns } from '@/lib/paths'
import { lastActivePatient } from '@/stores/last-active-patient'

/** The first of `keys` that is a non-empty string in an unchecked answer. */
const field = (body: unknown, ...keys: string[]) =>
  keys
    .map((key) => (body as Record<string, unknown> | null | undefined)?.[key])
    .find((value): value is string => typeof value === 'string' && !!value)

/** `firstActiveProject` of an unchecked answer: a wrong guess only reads a project nobody takes. */
function firstActiveProjectId(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined
  const projects = (
    body as { isActive?: unknown; createdAt?: string; updatedAt?: string }[]
  ).map((project) => ({ ...project, isActive: project?.isActive !== false }))
  return field(firstActiveProject(projects), 'id')
}

/** Reads what the page at `pathname` asks for first (the session, then its route's), while the entry downloads. */
export function readFirstPage(apiUrl: string, token: string, pathname: string) {
  /** `then` names what to read once the answer is in. */
  const read = (path: string, then?: (body: unknown) => string | undefined) =>
    readEarly(
      apiUrl,
      token,
      path,
      then &&
        ((body) => {
          const next = then(body)
          if (next) read(next)
        }),
    )
  const pathFor = (id: string | undefined, path: (id: string) => string) =>
    id && path(id)
  const report = matchPattern(routePatterns.AnalysisReportDetail, pathname)
  // A project's report, questions or records.
  const routeProjectId = matchPattern(
    routePatterns.ProjectReportDetail,
    pathname.split('/').slice(0, 3).join('/'),
  )?.projectId
  if (report?.id)
    read(apiPaths.analysis('REPORT', report.id), (analysis) =>
      pathFor(
        field(analysis, 'projectId', 'patientProjectId'),
        apiPaths.project,
      ),
    )
  else if (routeProjectId)
    read(apiPaths.project(routeProjectId), (project) =>
      pathFor(field(project, 'patientId'), apiPaths.patientProjects),
    )
  read(apiPaths.currentUser(), (user) =>
    pathFor(field(user, 'id'), apiPaths.patients),
  )
  const patientId = lastActivePatient.read()
  if (patientId)
    read(
      apiPaths.patientProjects(patientId),
      report?.id || routeProjectId
        ? undefined
        : (projects) =>
            pathFor(firstActiveProjectId(projects), apiPaths.project),
    )
  read(apiPaths.demoProjects())
}
