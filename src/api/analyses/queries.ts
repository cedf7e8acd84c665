import {
  queryOptions,
  useMutationState,
  type QueryClient,
} from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import type { Analysis, AnalysisType, UserQuestion } from '@/types/analysis'
import type { Project } from '@/types/project'
import { isAnalysisTerminal } from '@/utils/analysis-status'

import { analysisRefetchInterval } from './poll-interval'
import { getAnalysis } from './requests'
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

export const analysisQueries = {
  all: () => ['analyses'] as const,
  details: () => [...analysisQueries.all(), 'detail'] as const,
  /**
   * A report or question, by its id alone: the route that opens it and
   * its panel share one query, whatever each thinks it is (`expected`,
   * which endpoint to ask first; the answer's `analysisType` decides).
   * Polls while PENDING or IN_PROGRESS with the backoff of
   * `analysisRefetchInterval`, and never again once terminal (a terminal
   * analysis does not change, so it never goes stale either). A fetch that
   * fails for a passing reason is retried (app/query-client.ts); one that
   * still fails stops the polling, which resumes by itself when the
   * connection comes back or the tab is shown again, and is not tried
   * again by the panel that mounts after the route's fetch failed: the
   * panel says so and offers 'Try again'.
   */
  detail: (analysisId: string, expected?: AnalysisType | null) =>
    // `expected` only picks the endpoint asked first: it is not part of
    // what is read, so it is not part of the key.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...analysisQueries.details(), analysisId] as const,
      queryFn: ({ signal }) =>
        withStaleRequestCancel(signal, (request) =>
          getAnalysis(analysisId, { expected, signal: request }),
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
      retryOnMount: false,
      refetchOnReconnect: true,
      refetchOnWindowFocus: (query) => query.state.status === 'error',
    }),
}

/**
 * An analysis with the follow-ups this visit asked on it that a read
 * lagging behind the API's writes does not list yet: asked, and no longer
 * among the suggestions.
 */
export function useWithAskedQuestions<A extends Analysis>(
  analysis: A | undefined,
): A | undefined {
  const asked = useMutationState({
    filters: { mutationKey: ['analyses', 'ask'], status: 'success' },
    select: (mutation) =>
      mutation.state.data as
        | { id: string; question: string; parentAnalysisId: string | null }
        | undefined,
  })
  if (!analysis) return analysis
  const own: UserQuestion[] = asked.flatMap((question) =>
    question?.parentAnalysisId === analysis.id &&
    !analysis.userQuestions.some((q) => q.id === question.id)
      ? [{ id: question.id, title: question.question }]
      : [],
  )
  if (!own.length) return analysis
  const userQuestions = [...analysis.userQuestions, ...own]
  return {
    ...analysis,
    userQuestions,
    furtherQuestions: analysis.furtherQuestions.filter(
      (suggestion) =>
        !userQuestions.some(
          (q) => (q.title ?? '').trim() === suggestion.trim(),
        ),
    ),
  }
}
