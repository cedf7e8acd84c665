import { clsx } from 'clsx'
import { ArrowLeft, BookOpen, X } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { sidePanelOpened, type ReportPanel } from '@/stores/panels-store'
import type { Analysis, UserQuestion } from '@/types/analysis'
import {
  isAnalysisDisplayable,
  isAnalysisFailed,
} from '@/utils/analysis-status'

import { useFollowedAnalysis } from '../hooks/use-followed-analysis'
import { withoutLeadingTitle } from '../utils/leading-title'

import { AnalysisFailure } from './analysis-failure'
import styles from './analysis-panel.module.css'
import { AnalysisProgress } from './analysis-progress'
import { FollowUpQuestions } from './follow-up-questions'

export const NO_PANEL_CONTENT = 'No content available for this panel'

/** Renders an answer's content; the route supplies it (with citations). */
export type RenderAnswer = (
  analysis: Analysis,
  options: { content: string; headingOffset: 1 | 2 },
) => ReactNode

/** The analysis a follow-up is asked on, or a question opened from. */
export interface PanelAnalysis {
  id: string
  analysisType: ReportPanel['analysisType']
  projectId: string | null | undefined
}

export interface AnalysisPanelProps {
  panel: ReportPanel
  isMobile: boolean
  isReadOnly: boolean
  isAsking: boolean
  renderAnswer: RenderAnswer
  onAsk: (parent: PanelAnalysis, question: string) => void
  onOpenQuestion: (parent: PanelAnalysis, question: UserQuestion) => void
  onClose: (panel: ReportPanel) => void
  /** The question bar of a question panel (its 'panel' layout). */
  questionBar?: ReactNode
}

export const panelHeadingId = (analysisId: string) =>
  `panel-heading-${analysisId}`

const defaultTitle = (panel: ReportPanel) =>
  panel.questionTitle?.trim() ||
  (panel.analysisType === 'REPORT' ? 'Health report' : 'Question')

/**
 * One report or question in the report view: its progress while it runs,
 * its answer with citations, suggested and asked follow-ups. Question
 * panels can be closed (on phones: 'Back').
 */
export function AnalysisPanel({
  panel,
  isMobile,
  isReadOnly,
  isAsking,
  renderAnswer,
  onAsk,
  onOpenQuestion,
  onClose,
  questionBar,
}: AnalysisPanelProps) {
  const query = useFollowedAnalysis(
    panel.analysisType,
    panel.analysisId,
    panel.projectId,
  )
  const analysis = query.data
  const isMain = panel.kind === 'main'
  const title = analysis?.title?.trim() || defaultTitle(panel)
  const Heading = isMain ? 'h1' : 'h2'
  const headingOffset = isMain ? 1 : 2
  const content = useMemo(
    () => withoutLeadingTitle(analysis?.content ?? '', analysis?.title),
    [analysis?.content, analysis?.title],
  )
  const self: PanelAnalysis = {
    id: panel.analysisId,
    analysisType: panel.analysisType,
    projectId: analysis?.projectId ?? panel.projectId,
  }
  const isDisplayable = isAnalysisDisplayable(analysis?.status)
  const hasReferences =
    isDisplayable && Object.keys(analysis?.bibliography ?? {}).length > 0

  let body: ReactNode = null
  if (query.isError) {
    body = (
      <AnalysisFailure
        title="We could not load this answer."
        message="Please check your connection and try again."
        onRetry={() => void query.refetch()}
      />
    )
  } else if (analysis && isAnalysisFailed(analysis.status)) {
    body = (
      <AnalysisFailure
        title="This answer could not be completed."
        message={analysis.error}
      />
    )
  } else if (analysis && isDisplayable) {
    body = content.trim() ? (
      renderAnswer(analysis, { content, headingOffset })
    ) : (
      <p className={styles.empty}>{NO_PANEL_CONTENT}</p>
    )
  }

  return (
    <section
      className={clsx(styles.panel, isMain ? styles.main : styles.secondary)}
      aria-labelledby={panelHeadingId(panel.analysisId)}
    >
      <header className={styles.header}>
        {!isMain && isMobile ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.back}
            onClick={() => onClose(panel)}
          >
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : null}
        <div className={styles.headingRow}>
          <div className={styles.titles}>
            <p className={styles.kind}>
              {panel.analysisType === 'REPORT' ? 'Health report' : 'Question'}
            </p>
            <Heading
              id={panelHeadingId(panel.analysisId)}
              className={styles.title}
              tabIndex={-1}
            >
              {title}
            </Heading>
          </div>
          {!isMain && !isMobile ? (
            <IconButton
              label={`Close panel: ${title}`}
              icon={<X aria-hidden="true" />}
              onClick={() => onClose(panel)}
            />
          ) : null}
          {hasReferences ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                sidePanelOpened({
                  content: 'references',
                  analysisId: panel.analysisId,
                })
              }
            >
              <BookOpen aria-hidden="true" className={styles.buttonIcon} />
              References
            </Button>
          ) : null}
        </div>
      </header>
      <AnalysisProgress
        analysisType={panel.analysisType}
        status={query.isError ? undefined : analysis?.status}
        isLoading={query.isPending}
      />
      {body}
      {analysis && isDisplayable ? (
        <FollowUpQuestions
          suggestions={analysis.furtherQuestions}
          userQuestions={analysis.userQuestions}
          headingLevel={isMain ? 2 : 3}
          isReadOnly={isReadOnly}
          isAsking={isAsking}
          onAsk={(question) => onAsk(self, question)}
          onOpen={(question) => onOpenQuestion(self, question)}
        />
      ) : null}
      {questionBar}
    </section>
  )
}
