import { useQueryClient } from '@tanstack/react-query'

import {
  analysisWrites,
  reportFailureMessage,
  type AskedQuestion,
  type NewReport,
} from '@/api/analyses/mutations'
import type { TypedAnalysis } from '@/api/analyses/requests'
import { useWrite } from '@/api/outbox'
import { projectQueries } from '@/api/projects/queries'
import { notify } from '@/lib/toast'
import { getPanels, type ReportPanel } from '@/stores/panels-store'

import type { PanelAnalysis } from '../components/analysis-panel'

import { useAsk } from './use-ask'

/**
 * 'Ask again' and 'Try again' of a failed analysis: a question is asked
 * again in its own words in its project (a follow-up under the same
 * parent), a report is created again from its project's records. Each is
 * one operation, made once however often it is pressed.
 */
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

  const again = (
    failed: TypedAnalysis,
    on: {
      onFollowUp: (parent: PanelAnalysis, asked: AskedQuestion) => void
      onCreated: (analysisId: string) => void
    },
  ) => {
    if (!projectId) return
    if (failed.analysisType === 'QUESTION') {
      const parent = getPanels().find((p) => p.analysisId === parentId)
      asking.ask(failed.title ?? '', (asked) =>
        parentId
          ? on.onFollowUp(
              {
                id: parentId,
                analysisType: parent?.analysisType ?? 'REPORT',
                projectId,
              },
              asked,
            )
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

  return {
    again,
    /** Until what was asked for again opens. */
    isBusy:
      asking.isSending ||
      report.isSending ||
      asking.data !== undefined ||
      report.data !== undefined,
  }
}
