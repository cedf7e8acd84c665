import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { AskedQuestion } from '@/api/analyses/mutations'
import { analysisQueries } from '@/api/analyses/queries'
import { projectQueries, useIsReadOnlyProject } from '@/api/projects/queries'
import { PanelErrorBoundary } from '@/components/errors/panel-error-boundary'
import { useIsMobile } from '@/hooks/use-media-query'
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
  const main = panels[0]
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

  /** A follow-up was asked on `parent`: it opens beside it. */
  const followUpAsked = (parent: PanelAnalysis, asked: AskedQuestion) =>
    openQuestion(parent, { id: asked.id, title: asked.question })

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
    mainProjectId: main.projectId,
    onAsked: (panel: ReportPanel, asked: AskedQuestion) =>
      followUpAsked(
        {
          id: panel.analysisId,
          analysisType: panel.analysisType,
          projectId: panel.projectId,
        },
        asked,
      ),
    onAddFile: () => (main.projectId ? onAddFile(main.projectId) : undefined),
  }

  return (
    <div className={styles.view}>
      <div className={styles.panels}>
        {visible.map((panel) => (
          <PanelErrorBoundary key={panel.analysisId}>
            <AnalysisPanel
              panel={panel}
              mainProjectId={main.projectId}
              isMobile={isMobile}
              isReadOnly={isReadOnly}
              renderAnswer={renderAnswer}
              onFollowUpAsked={followUpAsked}
              onOpenQuestion={openQuestion}
              onClose={close}
              onAnalysisCreated={onAnalysisCreated}
              questionBar={
                panel.kind === 'secondary' && !isMobile ? (
                  <FollowUpBar panel={panel} layout="panel" {...barProps} />
                ) : null
              }
            />
          </PanelErrorBoundary>
        ))}
      </div>
      <FollowUpBar
        key={barPanel.analysisId}
        panel={barPanel}
        layout="fixed"
        {...barProps}
      />
    </div>
  )
}
