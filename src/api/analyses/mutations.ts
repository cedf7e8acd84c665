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
  /** The analysis a follow-up is asked on. */
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

/** The project's analyses at any depth, with the parent each sits under. */
function everyAnalysis(project: Project) {
  const walk = (
    analyses: readonly AnalysisSummary[],
    parentId: string | null,
  ): { analysis: AnalysisSummary; parentId: string | null }[] =>
    analyses.flatMap((analysis) => [
      { analysis, parentId: analysis.parentAnalysisId ?? parentId },
      ...walk(analysis.children, analysis.id),
    ])
  return walk(project.analyses, null)
}

/** The ids of the project's questions asked in these words on that parent. */
export const questionsAskedAs = (
  project: Project | undefined,
  {
    question,
    parentAnalysisId,
  }: Pick<NewQuestion, 'question' | 'parentAnalysisId'>,
) =>
  project &&
  everyAnalysis(project)
    .filter(
      ({ analysis, parentId }) =>
        analysis.analysisType === 'QUESTION' &&
        (analysis.title ?? '').trim() === question.trim() &&
        parentId === (parentAnalysisId ?? null),
    )
    .map(({ analysis }) => analysis.id)

/** The project's reports, newest first. */
const reportsOf = (project: Project) =>
  everyAnalysis(project)
    .map(({ analysis }) => analysis)
    .filter((analysis) => analysis.analysisType === 'REPORT')
    .sort(
      (a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''),
    )

/**
 * Asks questions and creates reports, each once (`sentOnce`): a question
 * whose answer was lost is looked for in its project, in the same words on
 * the same parent, among those it did not hold before; a report among the
 * reports the project did not hold when it was asked for, read afresh then
 * so that one made elsewhere before is not taken for it.
 */
export function registerAnalysisWrites(client: QueryClient) {
  const readProject = (projectId: string) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: projectQueries.detail(projectId).queryKey,
        refetchType: 'all',
      }),
      client.invalidateQueries({ queryKey: projectQueries.lists() }),
    ])
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
        find: async (listed) => {
          const project = await getProject(projectId ?? '')
          const id = questionsAskedAs(project, asked)?.find(
            (id) => listed && !listed.includes(id),
          )
          return id ? { id } : undefined
        },
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
      return readProject(asked.projectId)
    },
  })
  const readProjectsAndRecords = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: projectQueries.all() }),
      client.invalidateQueries({ queryKey: recordQueries.all() }),
    ])
  client.setMutationDefaults(analysisWrites.report, {
    // The project's reports as the API has them now, for `listed`.
    onMutate: async ({ projectId, listed }: NewReport) => ({
      listed:
        listed ??
        (await client
          .fetchQuery({ ...projectQueries.detail(projectId), staleTime: 0 })
          .then(reportsOf)
          .then((reports) => reports.map((report) => report.id))
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
        find: async (listed) => {
          const made = reportsOf(await getProject(projectId)).find(
            (report) => listed && !listed.includes(report.id),
          )
          return made ? { id: made.id } : undefined
        },
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

/** What a failed report creation says: 'Failed to create report.' and the reason, or 'Please try again.' */
export function reportFailureMessage(error: unknown): string {
  const reason =
    error instanceof Error && error.message
      ? error.message
      : 'Please try again.'
  return `Failed to create report. ${reason}`
}
