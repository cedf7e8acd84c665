import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { recordQueries } from '@/api/records/queries'
import { isNotFound } from '@/lib/http-client'
import { getActiveSelection } from '@/stores/active-selection-store'
import { analysisAwaited } from '@/stores/awaited-analyses-store'
import type { AnalysisType } from '@/types/analysis'
import { requireValue } from '@/utils/require-value'

import { withAskedQuestion } from './asked-question'
import { analysisQueries } from './queries'
import { resolveQuestionProjectId } from './question-project-id'
import { sendQuestion, sendReport } from './sent-analysis'

export interface AskedQuestion {
  id: string
  projectId: string
  question: string
}

/** Refreshes the project the question went into, so its tree (and the report route's lookup) has it. */
async function refreshProject(client: QueryClient, projectId: string) {
  await Promise.all([
    client.invalidateQueries({
      queryKey: projectQueries.detail(projectId).queryKey,
      refetchType: 'all',
    }),
    client.invalidateQueries({ queryKey: projectQueries.lists() }),
  ])
}

export interface AskQuestionInput {
  question: string
  /** The project chosen for the question, e.g. the route's. */
  projectId?: string | null
  /** The draft the question was typed in, removed once it is sent. */
  draftKey?: string | null
}

export interface AskOptions<Input> {
  /** Runs once the question was created, whether or not the asking screen is still shown. */
  onSent?: (asked: AskedQuestion, input: Input) => void
}

const ASK_KEY = ['analyses', 'ask'] as const

/** Whether this page is sending a question typed in the draft `draftKey`. */
export const useIsQuestionBeingAsked = (draftKey: string | null) =>
  useIsMutating({
    mutationKey: ASK_KEY,
    predicate: (mutation) =>
      draftKey !== null &&
      (mutation.state.variables as { draftKey?: string | null } | undefined)
        ?.draftKey === draftKey,
  }) > 0

/** A new question from the landing page's question tab. */
export function useAskQuestion({ onSent }: AskOptions<AskQuestionInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ASK_KEY,
    mutationFn: async (input: AskQuestionInput): Promise<AskedQuestion> => {
      const projectId = resolveQuestionProjectId({
        explicit: input.projectId,
        activeProjectId: getActiveSelection().projectId,
      })
      const question = input.question.trim()
      const { id } = await sendQuestion(
        queryClient,
        projectId,
        { question },
        input.draftKey,
      )
      return { id, projectId, question }
    },
    onSuccess: (asked, input) => {
      onSent?.(asked, input)
      analysisAwaited({
        analysisId: asked.id,
        analysisType: 'QUESTION',
        title: asked.question,
      })
      return refreshProject(queryClient, asked.projectId)
    },
  })
}

interface FollowUpParent {
  id: string | null | undefined
  analysisType: AnalysisType
  projectId?: string | null
}

export interface AskFollowUpInput {
  question: string
  /** The analysis the question is asked on. */
  parent: FollowUpParent
  /** The project of the analysis on screen (the main panel's). */
  activeAnalysisProjectId?: string | null
  /** The draft the question was typed in, removed once it is sent. */
  draftKey?: string | null
}

/**
 * A follow-up question on a report or question. Afterwards the parent's
 * suggestions lose it and its `userQuestions` gain it, first in the cache,
 * then from the API (whose read may lag: the cache keeps it asked).
 */
export function useAskFollowUp({ onSent }: AskOptions<AskFollowUpInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ASK_KEY,
    mutationFn: async (input: AskFollowUpInput): Promise<AskedQuestion> => {
      const parentAnalysisId = requireValue(
        input.parent.id,
        'Parent Analysis ID is required.',
      )
      const question = input.question.trim()
      const projectId = resolveQuestionProjectId({
        parentAnalysisProjectId: input.parent.projectId,
        activeAnalysisProjectId: input.activeAnalysisProjectId,
        activeProjectId: getActiveSelection().projectId,
      })
      const { id } = await sendQuestion(
        queryClient,
        projectId,
        { question, parentAnalysisId },
        input.draftKey,
      )
      return { id, projectId, question }
    },
    onSuccess: async (asked, input) => {
      const { id, projectId, question } = asked
      const { parent } = input
      onSent?.(asked, input)
      analysisAwaited({
        analysisId: id,
        analysisType: 'QUESTION',
        title: question,
      })
      if (parent.id) {
        const { queryKey } = analysisQueries.detail(
          parent.id,
          parent.analysisType,
        )
        queryClient.setQueryData(queryKey, (cached) =>
          cached ? withAskedQuestion(cached, { id, title: question }) : cached,
        )
        void queryClient.invalidateQueries({ queryKey })
      }
      await refreshProject(queryClient, projectId)
    },
  })
}

export interface ReportRequest {
  projectId: string
  patientProjectId: string
  recordIds: string[]
}

/**
 * Creates a report from a project's records. Settles once the projects
 * and records are read again, so the project tree already shows the new
 * report as pending (and the records as linked) when the caller navigates.
 * Refused with a 404 (a record or the project deleted in another tab), the
 * projects and records are read again too, so that what is gone leaves the
 * selection and the next press can succeed.
 */
export function useCreateReport() {
  const queryClient = useQueryClient()
  const readProjectsAndRecords = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
      queryClient.invalidateQueries({ queryKey: recordQueries.all() }),
    ])
  return useMutation({
    mutationFn: ({ projectId, ...input }: ReportRequest) =>
      sendReport(queryClient, projectId, input),
    onSuccess: ({ id }) => {
      analysisAwaited({ analysisId: id, analysisType: 'REPORT', title: null })
      return readProjectsAndRecords()
    },
    onError: (error) => {
      if (isNotFound(error)) void readProjectsAndRecords()
    },
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
