import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { useWithOwnWrites } from '@/api/own-writes'
import {
  getActiveSelection,
  useActiveProjectId,
  useChosenPatientId,
} from '@/stores/active-selection-store'
import type { DemoProjects, Project } from '@/types/project'
import { hasPendingAnalysis } from '@/utils/analysis-status'

import { sortProjects } from './ordering'
import { getDemoProjects, getPatientProjects, getProject } from './requests'

/** A project with pending analyses is refreshed every 4 s until none is. */
const PENDING_PROJECT_POLL_MS = 4000
/** While those refreshes fail, the wait grows to this at most… */
const FAILING_PROJECT_POLL_MAX_MS = 60_000
/** …and after failing this long they stop, until the connection comes back or the tab is shown again. */
const FAILING_PROJECT_POLL_STOP_MS = 5 * 60_000

/**
 * The refresh interval of a project with pending analyses: 4 s; once
 * refreshes fail, as long as they have been failing (so the waits double),
 * between 4 and 60 s, and none after 5 minutes of failures.
 */
export function projectRefetchInterval(state: {
  data: Project | undefined
  status: 'pending' | 'error' | 'success'
  dataUpdatedAt: number
  errorUpdatedAt: number
}): number | false {
  if (!state.data || !hasPendingAnalysis(state.data.analyses)) return false
  if (state.status !== 'error') return PENDING_PROJECT_POLL_MS
  const failingFor = state.errorUpdatedAt - state.dataUpdatedAt
  if (failingFor >= FAILING_PROJECT_POLL_STOP_MS) return false
  return Math.min(
    Math.max(failingFor, PENDING_PROJECT_POLL_MS),
    FAILING_PROJECT_POLL_MAX_MS,
  )
}

const EXAMPLE_PROJECT_NAMES = [
  'Example: POTS',
  'Example: Breast Cancer',
] as const
export const DEFAULT_PROJECT_NAME = 'My First Project'

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  list: (patientId: string | null | undefined) =>
    queryOptions({
      queryKey: [...projectQueries.lists(), patientId ?? null],
      queryFn: ({ signal }) => getPatientProjects(patientId, { signal }),
    }),
  details: () => [...projectQueries.all(), 'detail'] as const,
  detail: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.details(), projectId],
      queryFn: ({ signal }) => getProject(projectId, { signal }),
      refetchInterval: (query) => projectRefetchInterval(query.state),
      refetchOnWindowFocus: (query) => query.state.status === 'error',
    }),
  demo: () =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'demo'],
      queryFn: ({ signal }) => getDemoProjects({ signal }),
      staleTime: Infinity,
      // Without the list, no project counts as a demo: a failure is only logged.
      meta: { failureLog: 'Could not load the demo projects' },
    }),
}

export const isExampleProjectName = (name: string | null | undefined) =>
  EXAMPLE_PROJECT_NAMES.some((example) => example === name)

const EMPTY_SET: ReadonlySet<string> = new Set()
const toDemoIds = (demo: DemoProjects): ReadonlySet<string> =>
  new Set(demo.demo_projects.map((p) => p.id))

function useDemoProjectIds(): ReadonlySet<string> {
  return (
    useQuery({ ...projectQueries.demo(), select: toDemoIds }).data ?? EMPTY_SET
  )
}

/** Demo and example projects are read-only (docs/product/projects.md#demo-and-example-projects). */
export function useIsReadOnlyProject(
  project: Project | null | undefined,
): boolean {
  const demoIds = useDemoProjectIds()
  if (!project) return false
  return demoIds.has(project.id) || isExampleProjectName(project.name)
}

/**
 * The patient on screen: whose the active project is, once its details say
 * so (a report opened from a link, of another patient than the one last
 * chosen), else the one chosen.
 */
export function useActivePatientId(): string | null {
  const chosen = useChosenPatientId()
  const projectId = useActiveProjectId()
  const { data: owner } = useQuery({
    ...projectQueries.detail(projectId ?? ''),
    enabled: false,
    select: (project) => project.patientId,
  })
  return (projectId && owner) || chosen
}

/** `useActivePatientId` for event handlers. */
export function getActivePatientId(queryClient: QueryClient): string | null {
  const { patientId, projectId } = getActiveSelection()
  const owner = projectId
    ? queryClient.getQueryData(projectQueries.detail(projectId).queryKey)
        ?.patientId
    : null
  return owner || patientId
}

/**
 * The active patient's projects, newest first, with what this visit wrote
 * and a lagging read does not show yet.
 */
export function usePatientProjects() {
  const patientId = useActivePatientId()
  const withWrites = useWithOwnWrites<Project>(
    'projects',
    (project) => project.patientId === patientId,
    patientId,
  )
  return useQuery({
    ...projectQueries.list(patientId),
    enabled: Boolean(patientId),
    select: (projects) => sortProjects(withWrites(projects)),
  })
}

export function useActiveProject(): Project | undefined {
  const projectId = useActiveProjectId()
  return usePatientProjects().data?.find((p) => p.id === projectId)
}
