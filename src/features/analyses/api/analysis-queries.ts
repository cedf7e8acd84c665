import { queryOptions, type QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/project-queries'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import type { Analysis, AnalysisType } from '@/types/analysis'
import type { Project } from '@/types/project'
import { isAnalysisTerminal } from '@/utils/analysis-status'

import { analysisRefetchInterval } from '../utils/poll-interval'

import { getAnalysis } from './analyses'
import { withStaleRequestCancel } from './stale-requests'

/** Every project held in the cache: details first, then patients' lists and the demo list. */
export function cachedProjects(client: QueryClient): Project[] {
  const projects: Project[] = []
  for (const [, project] of client.getQueriesData<Project>({
    queryKey: projectQueries.details(),
  })) {
    if (project) projects.push(project)
  }
  for (const [, list] of client.getQueriesData<Project[]>({
    queryKey: projectQueries.lists(),
  })) {
    if (list) projects.push(...list)
  }
  const demo = client.getQueryData(projectQueries.demo().queryKey)
  if (demo) projects.push(...demo.demo_projects)
  return projects
}

/**
 * SPEC.md §4: a fetched analysis makes its project the active one, and a
 * change of status refreshes the project, so the tree shows it.
 */
function followAnalysisProject(
  client: QueryClient,
  analysis: Analysis,
  previous: Analysis | undefined,
) {
  const projectId = analysis.projectId ?? analysis.patientProjectId
  if (!projectId) return
  if (getActiveSelection().projectId !== projectId) {
    const project = cachedProjects(client).find((p) => p.id === projectId)
    projectActivated(projectId, project?.patientId ?? undefined)
  }
  if (previous && previous.status !== analysis.status) {
    void client.invalidateQueries({
      queryKey: projectQueries.detail(projectId).queryKey,
    })
    void client.invalidateQueries({ queryKey: projectQueries.lists() })
  }
}

export const analysisQueries = {
  all: () => ['analyses'] as const,
  details: () => [...analysisQueries.all(), 'detail'] as const,
  /**
   * A report or question. Polls while PENDING or IN_PROGRESS with the
   * backoff of `analysisRefetchInterval`, and never again once terminal
   * (a terminal analysis does not change, so it never goes stale either).
   * A failed fetch is not retried here (the http client already retried
   * it once) and stops the polling.
   */
  detail: (type: AnalysisType, analysisId: string) =>
    queryOptions({
      queryKey: [...analysisQueries.details(), type, analysisId] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const previous = client.getQueryData<Analysis>(queryKey)
        const analysis = await withStaleRequestCancel(signal, (request) =>
          getAnalysis(type, analysisId, { signal: request }),
        )
        followAnalysisProject(client, analysis, previous)
        return analysis
      },
      refetchInterval: (query) =>
        analysisRefetchInterval(
          query.state.data,
          query.state.status === 'error',
        ),
      staleTime: (query) =>
        isAnalysisTerminal(query.state.data?.status) ? Infinity : 0,
      retry: false,
    }),
}
