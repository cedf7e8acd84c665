import { useLingui } from '@lingui/react/macro'
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

import { openQuestionPanel } from '../loaders/open-analysis'

import {
  AnalysisPanel,
  NO_PANEL_CONTENT,
  panelHeadingId,
  type PanelAnalysis,
  type RenderAnswer,
} from './analysis-panel'
import { QuestionBar } from './question-bar'
import styles from './report-view.module.css'

export interface ReportViewProps {
  renderAnswer: RenderAnswer
  onPanelOpened: (analysisId: string) => void
  onPanelClosed: (remainingAnalysisId: string) => void
  onAddFile: (projectId: string) => void
  onAnalysisCreated: (analysisId: string) => void
}

const focusPanelHeading = (analysisId: string) =>
  requestAnimationFrame(() =>
    document.getElementById(panelHeadingId(analysisId))?.focus(),
  )

/** The main report panel, question panels beside it (on phones only the last) and the question bar. */
export function ReportView({
  renderAnswer,
  onPanelOpened,
  onPanelClosed,
  onAddFile,
  onAnalysisCreated,
}: ReportViewProps) {
  const { i18n } = useLingui()
  const panels = usePanels()
  const isMobile = useIsMobile()
  const queryClient = useQueryClient()
  const main = panels[0]
  const { data: project } = useQuery({
    ...projectQueries.detail(main?.projectId ?? ''),
    enabled: Boolean(main?.projectId),
  })
  const isReadOnly = useIsReadOnlyProject(project)

  if (!main) return <p className={styles.empty}>{i18n._(NO_PANEL_CONTENT)}</p>
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
        { id: panel.analysisId, projectId: panel.projectId },
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
                  <QuestionBar panel={panel} layout="panel" {...barProps} />
                ) : null
              }
            />
          </PanelErrorBoundary>
        ))}
      </div>
      <QuestionBar
        key={barPanel.analysisId}
        panel={barPanel}
        layout="fixed"
        {...barProps}
      />
    </div>
  )
}
