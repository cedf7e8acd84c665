import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'

import { sentOnce, type Operation } from '@/api/outbox'
import { projectQueries } from '@/api/projects/queries'
import { getProject } from '@/api/projects/requests'
import { recordQueries } from '@/api/records/queries'
import { draftSent } from '@/lib/drafts'
import { isNotFound } from '@/lib/http-client'
import { analysisAwaited } from '@/stores/awaited-analyses-store'
import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

import { analysisQueries } from './queries'
import { createQuestion, createReport } from './requests'

export const analysisWrites = {
  ask: ['analyses', 'ask'],
  report: ['analyses', 'report'],
} as const

export interface NewQuestion extends Operation {
  /** Where it goes; none known, it is refused ('No project ID available …'). */
  projectId: string | null
  question: string
  parentAnalysisId?: string | null
}

export interface AskedQuestion {
  id: string
  projectId: string
  question: string
  parentAnalysisId: string | null
}

export interface NewReport extends Operation {
  projectId: string
  patientProjectId: string
  recordIds: string[]
}

/** The analyses at any depth, with the parent each sits under. */
const everyAnalysis = (
  analyses: readonly AnalysisSummary[],
  parentId: string | null = null,
): { analysis: AnalysisSummary; parentId: string | null }[] =>
  analyses.flatMap((analysis) => [
    { analysis, parentId: analysis.parentAnalysisId ?? parentId },
    ...everyAnalysis(analysis.children, analysis.id),
  ])

export const questionsAskedAs = (
  project: Project | undefined,
  {
    question,
    parentAnalysisId,
  }: Pick<NewQuestion, 'question' | 'parentAnalysisId'>,
) =>
  project &&
  everyAnalysis(project.analyses)
    .filter(
      ({ analysis, parentId }) =>
        analysis.analysisType === 'QUESTION' &&
        (analysis.title ?? '').trim() === question.trim() &&
        parentId === (parentAnalysisId ?? null),
    )
    .map(({ analysis }) => analysis.id)

const reportIds = (project: Project) =>
  everyAnalysis(project.analyses)
    .map(({ analysis }) => analysis)
    .filter((analysis) => analysis.analysisType === 'REPORT')
    .sort(
      (a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''),
    )
    .map((report) => report.id)

function unlisted(ids: string[] | undefined, listed?: readonly string[]) {
  const id = ids?.find((id) => listed && !listed.includes(id))
  return id ? { id } : undefined
}

/** Asks and reports once (`sentOnce`); a lost answer is looked for among what the project did not hold before. */
export function registerAnalysisWrites(client: QueryClient) {
  client.setMutationDefaults(analysisWrites.ask, {
    mutationFn: async ({
      projectId,
      question,
      parentAnalysisId = null,
      draft: _draft,
      ...operation
    }: NewQuestion): Promise<AskedQuestion> => {
      const asked = { question: question.trim(), parentAnalysisId }
      const { id } = await sentOnce(client, operation, {
        send: () => createQuestion(projectId, asked),
        find: async (listed) =>
          unlisted(
            questionsAskedAs(await getProject(projectId ?? ''), asked),
            listed,
          ),
      })
      return { id, projectId: projectId ?? '', ...asked }
    },
    onSuccess: (asked, { draft }) => {
      draftSent(draft?.key, draft?.value)
      analysisAwaited({
        analysisId: asked.id,
        analysisType: 'QUESTION',
        title: asked.question,
      })
      if (asked.parentAnalysisId)
        void client.invalidateQueries({
          queryKey: analysisQueries.detail(asked.parentAnalysisId).queryKey,
        })
      return Promise.all([
        client.invalidateQueries({
          queryKey: projectQueries.detail(asked.projectId).queryKey,
          refetchType: 'all',
        }),
        client.invalidateQueries({ queryKey: projectQueries.lists() }),
      ])
    },
  })
  const readProjectsAndRecords = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: projectQueries.all() }),
      client.invalidateQueries({ queryKey: recordQueries.all() }),
    ])
  client.setMutationDefaults(analysisWrites.report, {
    onMutate: async ({ projectId, listed }: NewReport) => ({
      listed:
        listed ??
        (await client
          .fetchQuery({ ...projectQueries.detail(projectId), staleTime: 0 })
          .then(reportIds)
          .catch(() => undefined)),
    }),
    mutationFn: ({
      projectId,
      patientProjectId,
      recordIds,
      ...operation
    }: NewReport) =>
      sentOnce(client, operation, {
        send: () => createReport(projectId, { patientProjectId, recordIds }),
        find: async (listed) =>
          unlisted(reportIds(await getProject(projectId)), listed),
      }),
    onSuccess: ({ id }) => {
      analysisAwaited({ analysisId: id, analysisType: 'REPORT', title: null })
      return readProjectsAndRecords()
    },
    // A record or the project deleted elsewhere: what is gone leaves the selection.
    onError: (error) =>
      isNotFound(error) ? readProjectsAndRecords() : undefined,
  })
}

/** In the interface's language at the moment it is shown; the reason is the error's own text. */
export function reportFailureMessage(error: unknown): string {
  const reason =
    (error instanceof Error && error.message) || t`Please try again.`
  return t`Failed to create report. ${reason}`
}
