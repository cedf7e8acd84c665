import { msg } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'

import {
  analysisWrites,
  questionsAskedAs,
  reportFailureMessage,
  type AskedQuestion,
  type NewQuestion,
  type NewReport,
} from '@/api/analyses/mutations'
import type { TypedAnalysis } from '@/api/analyses/requests'
import { useWrite, type DraftSent } from '@/api/outbox'
import { projectQueries } from '@/api/projects/queries'
import { i18n } from '@/i18n/i18n'
import { ApiError, RequestNotSentError } from '@/lib/http-client'
import { notify } from '@/lib/toast'
import { getActiveSelection } from '@/stores/active-selection-store'
import type { ReportPanel } from '@/stores/panels-store'

import type { PanelAnalysis } from '../components/analysis-panel'

export interface AskTarget {
  /** The analysis a follow-up is asked on; none for a new question. */
  parentAnalysisId: string | null
  /** Where it goes first: the parent's project, or the route's. */
  projectId: string | null | undefined
  /** Then the project of the analysis on screen. */
  mainProjectId?: string | null
}

const QUESTION_NOT_SENT = msg`Your question could not be sent. Please try again.`

/** The API's detail (e.g. 403 on a demo project); server faults already raised a toast. */
export function questionErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.status >= 500 ? i18n._(QUESTION_NOT_SENT) : error.detail
  if (error instanceof RequestNotSentError) return error.message
  return i18n._(QUESTION_NOT_SENT)
}

/**
 * Each question is one operation, made once however often it is pressed;
 * after a reload one typed in the same `draft` is looked for first.
 */
export function useAsk(
  target: AskTarget,
  draft?: DraftSent,
  /** Each question asked is an operation of its own (false: one for the form's life). */
  isOnePerQuestion = true,
) {
  const queryClient = useQueryClient()
  const write = useWrite<NewQuestion, AskedQuestion>(analysisWrites.ask, {
    draft,
  })
  const ask = (question: string, onAsked?: (asked: AskedQuestion) => void) => {
    const projectId =
      target.projectId ||
      target.mainProjectId ||
      getActiveSelection().projectId ||
      null
    const asked = {
      question: question.trim(),
      parentAnalysisId: target.parentAnalysisId,
    }
    write.send(
      {
        ...asked,
        projectId,
        listed: projectId
          ? questionsAskedAs(
              queryClient.getQueryData(
                projectQueries.detail(projectId).queryKey,
              ),
              asked,
            )
          : undefined,
      },
      {
        onSuccess: (answer) => {
          if (isOnePerQuestion) write.renew()
          onAsked?.(answer)
        },
      },
    )
  }
  return { ...write, ask }
}

/** 'Ask again' (its own words, same parent) and 'Try again' (its project's records) of a failed analysis. */
export function useRetry(
  panel: ReportPanel,
  analysis: TypedAnalysis | undefined,
  mainProjectId: string | null | undefined,
) {
  const queryClient = useQueryClient()
  const projectId = analysis?.projectId ?? panel.projectId
  const parentId = analysis?.parentAnalysisId ?? panel.parentAnalysisId ?? null
  const asking = useAsk({
    parentAnalysisId: parentId,
    projectId,
    mainProjectId,
  })
  const report = useWrite<NewReport, { id: string }>(analysisWrites.report)

  const again = (on: {
    onFollowUp: (parent: PanelAnalysis, asked: AskedQuestion) => void
    onCreated: (analysisId: string) => void
  }) => {
    if (!projectId || !analysis) return
    if (analysis.analysisType === 'QUESTION') {
      asking.ask(analysis.title ?? '', (asked) =>
        parentId
          ? on.onFollowUp({ id: parentId, projectId }, asked)
          : on.onCreated(asked.id),
      )
      return
    }
    const target = queryClient.getQueryData(
      projectQueries.detail(projectId).queryKey,
    )
    report.send(
      {
        projectId,
        patientProjectId: target?.patientProjectId ?? projectId,
        recordIds: target?.records ?? [],
      },
      {
        onSuccess: ({ id }) => on.onCreated(id),
        onError: (error) => notify.error(reportFailureMessage(error)),
      },
    )
  }

  // Busy until what was asked for again opens.
  const isBusy = [asking, report].some(
    (w) => w.isSending || w.data !== undefined,
  )
  return { again, isBusy }
}
