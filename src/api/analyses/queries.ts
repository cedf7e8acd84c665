import {
  queryOptions,
  useMutationState,
  type QueryClient,
} from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import type { Analysis, AnalysisType, UserQuestion } from '@/types/analysis'
import type { Project } from '@/types/project'
import { isAnalysisTerminal } from '@/utils/analysis-status'

import type { AskedQuestion } from './mutations'
import { analysisRefetchInterval } from './poll-interval'
import { getAnalysis } from './requests'
import { withStaleRequestCancel } from './stale-requests'

/** Every project held in the cache: details first, then patients' lists and the demo list. */
export const cachedProjects = (client: QueryClient): Project[] => [
  ...client
    .getQueriesData<Project>({ queryKey: projectQueries.details() })
    .flatMap(([, project]) => (project ? [project] : [])),
  ...client
    .getQueriesData<Project[]>({ queryKey: projectQueries.lists() })
    .flatMap(([, list]) => list ?? []),
  ...(client.getQueryData(projectQueries.demo().queryKey)?.demo_projects ?? []),
]

export const analysisQueries = {
  all: () => ['analyses'] as const,
  details: () => [...analysisQueries.all(), 'detail'] as const,
  /** By id alone, so the route and its panel share one query; a fetch that still fails stops the polling. */
  detail: (analysisId: string, expected?: AnalysisType | null) =>
    // `expected` only picks the endpoint asked first, not what is read.
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
      // A terminal analysis never changes; one the route just read is not read again at once.
      staleTime: (query) =>
        isAnalysisTerminal(query.state.data?.status) ? Infinity : 1000,
      retryOnMount: false,
      refetchOnReconnect: true,
      refetchOnWindowFocus: (query) => query.state.status === 'error',
    }),
}

/** An analysis with the follow-ups this visit asked on it that a lagging read does not list yet. */
export function useWithAskedQuestions<A extends Analysis>(
  analysis: A | undefined,
): A | undefined {
  const asked = useMutationState({
    filters: { mutationKey: ['analyses', 'ask'], status: 'success' },
    select: (mutation) => mutation.state.data as AskedQuestion | undefined,
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
