import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

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

/** 4 s while analyses are pending; while refreshes fail, as long as they have (4 to 60 s), none after 5 min. */
export function projectRefetchInterval(state: {
  data: Project | undefined
  status: 'pending' | 'error' | 'success'
  dataUpdatedAt: number
  errorUpdatedAt: number
}): number | false {
  if (!state.data || !hasPendingAnalysis(state.data.analyses)) return false
  if (state.status !== 'error') return 4000
  const failingFor = state.errorUpdatedAt - state.dataUpdatedAt
  if (failingFor >= 5 * 60_000) return false
  return Math.min(Math.max(failingFor, 4000), 60_000)
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a name sent to the API for the first project, data rather than interface
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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a console message
      meta: { failureLog: 'Could not load the demo projects' },
    }),
}

export const isExampleProjectName = (name: string | null | undefined) =>
  name === 'Example: POTS' || name === 'Example: Breast Cancer'

const toDemoIds = (demo: DemoProjects): ReadonlySet<string> =>
  new Set(demo.demo_projects.map((p) => p.id))

/** Demo and example projects are read-only (docs/product/projects.md#demo-and-example-projects). */
export function useIsReadOnlyProject(project: Project | null | undefined) {
  const demoIds = useQuery({ ...projectQueries.demo(), select: toDemoIds }).data
  return Boolean(
    project && (demoIds?.has(project.id) || isExampleProjectName(project.name)),
  )
}

/** The patient on screen: the active project's once its details say so (a link to another's report), else the chosen. */
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
  const detail = projectId && projectQueries.detail(projectId).queryKey
  return (detail && queryClient.getQueryData(detail)?.patientId) || patientId
}

/** The active patient's projects, newest first, with what this visit wrote and a lagging read does not show yet. */
export function usePatientProjects() {
  const patientId = useActivePatientId()
  const withWrites = useWithOwnWrites<Project>(
    'projects',
    (project) => project.patientId === patientId,
    patientId,
  )
  // The same function while the writes are, so the sorted list is kept from
  // render to render (500 projects are not sorted again for each).
  const select = useCallback(
    (projects: Project[]) => sortProjects(withWrites(projects)),
    [withWrites],
  )
  return useQuery({
    ...projectQueries.list(patientId),
    enabled: Boolean(patientId),
    select,
  })
}

export function useActiveProject(): Project | undefined {
  const projectId = useActiveProjectId()
  return usePatientProjects().data?.find((p) => p.id === projectId)
}
