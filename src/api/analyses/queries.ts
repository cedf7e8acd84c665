import { queryOptions, type QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { isTransientFailure } from '@/lib/http-client'
import type { Analysis, AnalysisType } from '@/types/analysis'
import type { Project } from '@/types/project'
import { isAnalysisTerminal } from '@/utils/analysis-status'

import { keepAskedQuestions } from './asked-question'
import { analysisRefetchInterval } from './poll-interval'
import { getAnalysis } from './requests'
import { withStaleRequestCancel } from './stale-requests'

/**
 * A fetch of an analysis that fails for a passing reason (a dropped
 * connection, an answer cut off, a 5xx) is tried this many times more,
 * after 1, 2 and 4 s, before the panel says it could not load.
 */
export const ANALYSIS_FETCH_RETRIES = 3

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

export const analysisQueries = {
  all: () => ['analyses'] as const,
  details: () => [...analysisQueries.all(), 'detail'] as const,
  /**
   * A report or question. Polls while PENDING or IN_PROGRESS with the
   * backoff of `analysisRefetchInterval`, and never again once terminal
   * (a terminal analysis does not change, so it never goes stale either).
   * A fetch that fails for a passing reason is retried; one that still
   * fails stops the polling, which resumes by itself when the connection
   * comes back or the tab is shown again.
   */
  detail: (type: AnalysisType, analysisId: string) =>
    queryOptions({
      queryKey: [...analysisQueries.details(), type, analysisId] as const,
      queryFn: ({ signal }) =>
        withStaleRequestCancel(signal, (request) =>
          getAnalysis(type, analysisId, { signal: request }),
        ),
      refetchInterval: (query) =>
        analysisRefetchInterval(
          query.state.data,
          query.state.status === 'error',
        ),
      // A terminal analysis never changes. A running one read less than a
      // second ago (by the route, just before its panel shows) is not read
      // again at once; the polling takes over.
      staleTime: (query) =>
        isAnalysisTerminal(query.state.data?.status) ? Infinity : 1000,
      retry: (failureCount, error) =>
        failureCount < ANALYSIS_FETCH_RETRIES && isTransientFailure(error),
      retryDelay: (attempt) => 1000 * 2 ** attempt,
      refetchOnReconnect: true,
      refetchOnWindowFocus: (query) => query.state.status === 'error',
      // The API's reads may lag behind its writes: a follow-up asked here
      // stays asked even when a read does not know it yet.
      structuralSharing: (previous, next) =>
        keepAskedQuestions(previous as Analysis | undefined, next as Analysis),
    }),
}
