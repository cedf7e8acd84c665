import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import {
  reportFailureMessage,
  useAskFollowUp,
  useAskQuestion,
  useCreateReport,
} from '@/api/analyses/mutations'
import { analysisQueries } from '@/api/analyses/queries'
import type { TypedAnalysis } from '@/api/analyses/requests'
import { projectQueries, useIsReadOnlyProject } from '@/api/projects/queries'
import { PanelErrorBoundary } from '@/components/errors/panel-error-boundary'
import { draftSent } from '@/hooks/use-draft'
import { useIsMobile } from '@/hooks/use-media-query'
import { usePressGuard } from '@/hooks/use-press-guard'
import { notify } from '@/lib/toast'
import {
  panelClosed,
  panelsInView,
  usePanels,
  type ReportPanel,
} from '@/stores/panels-store'
import type { UserQuestion } from '@/types/analysis'

import { openQuestionPanel } from '../utils/open-question-panel'

import {
  AnalysisPanel,
  NO_PANEL_CONTENT,
  panelHeadingId,
  type PanelAnalysis,
  type RenderAnswer,
} from './analysis-panel'
import { FollowUpBar } from './follow-up-bar'
import styles from './report-view.module.css'

export interface ReportViewProps {
  renderAnswer: RenderAnswer
  /** A panel opened: the URL follows it. */
  onPanelOpened: (analysisId: string) => void
  /** A panel closed: the URL follows the last one left. */
  onPanelClosed: (remainingAnalysisId: string) => void
  /** 'Add file': records of the analysis's project. */
  onAddFile: (projectId: string) => void
  /** A new question or report was asked for from here: its page opens. */
  onAnalysisCreated: (analysisId: string) => void
}

const toParent = (panel: ReportPanel): PanelAnalysis => ({
  id: panel.analysisId,
  analysisType: panel.analysisType,
  projectId: panel.projectId,
})

const focusPanelHeading = (analysisId: string) =>
  requestAnimationFrame(() =>
    document.getElementById(panelHeadingId(analysisId))?.focus(),
  )

/**
 * The report view: the main report panel, question panels side by
 * side (on phones only the last one) and the follow-up question bar.
 */
export function ReportView({
  renderAnswer,
  onPanelOpened,
  onPanelClosed,
  onAddFile,
  onAnalysisCreated,
}: ReportViewProps) {
  const panels = usePanels()
  const isMobile = useIsMobile()
  const queryClient = useQueryClient()
  const guard = usePressGuard()
  const askFollowUp = useAskFollowUp({
    onSent: (_, { draftKey }) => draftSent(draftKey ?? null),
  })
  const askQuestion = useAskQuestion()
  const createReport = useCreateReport()
  const main = panels[0]
  // A retry is over once another analysis is the main one (its new one, or
  // any other opened meanwhile): the next failed one can be retried too.
  const { reset: resetAsk } = askQuestion
  const { reset: resetCreate } = createReport
  useEffect(() => {
    resetAsk()
    resetCreate()
  }, [main?.analysisId, resetAsk, resetCreate])
  const { data: project } = useQuery({
    ...projectQueries.detail(main?.projectId ?? ''),
    enabled: Boolean(main?.projectId),
  })
  const isReadOnly = useIsReadOnlyProject(project)

  if (!main) return <p className={styles.empty}>{NO_PANEL_CONTENT}</p>
  const visible = panelsInView(panels, isMobile)
  // The fixed bar asks about the report; on a phone, about the panel in view.
  const barPanel = (isMobile ? visible.at(-1) : undefined) ?? main

  const openQuestion = (parent: PanelAnalysis, question: UserQuestion) => {
    const isOpened = openQuestionPanel({
      analysisId: question.id,
      analysisType: 'QUESTION',
      parentAnalysisId: parent.id,
      projectId: parent.projectId,
      questionTitle: question.title,
    })
    if (!isOpened) return
    onPanelOpened(question.id)
    focusPanelHeading(question.id)
  }

  // One press, one question: pressed again before the screen updates, nothing more is sent.
  const ask = (
    parent: PanelAnalysis,
    question: string,
    draft?: { key: string | null; onAsked: () => void },
  ) => {
    if (askFollowUp.isPending || !guard.take()) return
    askFollowUp.mutate(
      {
        question,
        parent,
        activeAnalysisProjectId: main.projectId,
        draftKey: draft?.key,
      },
      {
        onSuccess: (asked) => {
          draft?.onAsked()
          openQuestion(parent, { id: asked.id, title: asked.question })
        },
        onSettled: guard.release,
      },
    )
  }

  /**
   * A failed analysis asked for again: a question with its own words in
   * its project (a follow-up under its parent, opening beside it), a
   * report from its project's records.
   */
  const retry = (panel: ReportPanel, analysis: TypedAnalysis) => {
    const projectId = analysis.projectId ?? panel.projectId
    if (!projectId) return
    const parentId = analysis.parentAnalysisId ?? panel.parentAnalysisId
    if (analysis.analysisType === 'QUESTION' && parentId) {
      const parent = panels.find((p) => p.analysisId === parentId)
      ask(
        {
          id: parentId,
          analysisType: parent?.analysisType ?? 'REPORT',
          projectId,
        },
        analysis.title ?? '',
      )
      return
    }
    if (!guard.take()) return
    const opened = {
      onSuccess: ({ id }: { id: string }) => onAnalysisCreated(id),
      onSettled: guard.release,
    }
    if (analysis.analysisType === 'QUESTION') {
      askQuestion.mutate({ question: analysis.title ?? '', projectId }, opened)
      return
    }
    const target = queryClient.getQueryData(
      projectQueries.detail(projectId).queryKey,
    )
    createReport.mutate(
      {
        projectId,
        patientProjectId: target?.patientProjectId ?? projectId,
        recordIds: target?.records ?? [],
      },
      {
        ...opened,
        onError: (error) => notify.error(reportFailureMessage(error)),
      },
    )
  }
  const isRetrying =
    askQuestion.isPending ||
    askQuestion.isSuccess ||
    createReport.isPending ||
    createReport.isSuccess

  const close = (panel: ReportPanel) => {
    void queryClient.cancelQueries({
      queryKey: analysisQueries.detail(panel.analysisId).queryKey,
    })
    const last = panelClosed(panel.analysisId).at(-1)
    if (!last) return
    onPanelClosed(last.analysisId)
    focusPanelHeading(last.analysisId)
  }

  const barProps = {
    isReadOnly,
    patientId: project?.patientId,
    asking: askFollowUp,
    onAsk: (
      panel: ReportPanel,
      question: string,
      draftKey: string | null,
      onAsked: () => void,
    ) => ask(toParent(panel), question, { key: draftKey, onAsked }),
    onAddFile: () => (main.projectId ? onAddFile(main.projectId) : undefined),
  }

  return (
    <div className={styles.view}>
      <div className={styles.panels}>
        {visible.map((panel) => (
          <PanelErrorBoundary key={panel.analysisId}>
            <AnalysisPanel
              panel={panel}
              isMobile={isMobile}
              isReadOnly={isReadOnly}
              isAsking={askFollowUp.isPending}
              renderAnswer={renderAnswer}
              onAsk={(parent, question) => ask(parent, question)}
              onOpenQuestion={openQuestion}
              onClose={close}
              onRetry={(analysis) => retry(panel, analysis)}
              isRetrying={isRetrying || askFollowUp.isPending}
              questionBar={
                panel.kind === 'secondary' && !isMobile ? (
                  <FollowUpBar panel={panel} layout="panel" {...barProps} />
                ) : null
              }
            />
          </PanelErrorBoundary>
        ))}
      </div>
      <FollowUpBar panel={barPanel} layout="fixed" {...barProps} />
    </div>
  )
}
