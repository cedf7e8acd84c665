import { clsx } from 'clsx'
import { ArrowLeft, BookOpen, Printer, X } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'

import type { AskedQuestion } from '@/api/analyses/mutations'
import { useWithAskedQuestions } from '@/api/analyses/queries'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { renderAllSlices } from '@/hooks/use-progressive-list'
import { sidePanelOpened, type ReportPanel } from '@/stores/panels-store'
import type { Analysis, AnalysisType, UserQuestion } from '@/types/analysis'
import {
  isAnalysisDisplayable,
  isAnalysisFailed,
} from '@/utils/analysis-status'
import { isRealTitle, TITLE_NOT_AVAILABLE } from '@/utils/display-title'

import { useAsk } from '../hooks/use-ask'
import { useFollowedAnalysis } from '../hooks/use-followed-analysis'
import { useRetry } from '../hooks/use-retry'
import { withoutLeadingTitle } from '../utils/leading-title'

import { AnalysisAbout } from './analysis-about'
import { AnalysisFailure } from './analysis-failure'
import styles from './analysis-panel.module.css'
import { AnalysisProgress } from './analysis-progress'
import { FollowUpQuestions } from './follow-up-questions'

export const NO_PANEL_CONTENT = 'No content available for this panel'
const PRINT_LABEL = 'Print or save as PDF'

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
  /** The project of the analysis on screen (the main panel's). */
  mainProjectId: string | null | undefined
  isMobile: boolean
  isReadOnly: boolean
  renderAnswer: RenderAnswer
  /** A follow-up was asked on `parent` (a suggestion, or 'Ask again' of one). */
  onFollowUpAsked: (parent: PanelAnalysis, asked: AskedQuestion) => void
  onOpenQuestion: (parent: PanelAnalysis, question: UserQuestion) => void
  onClose: (panel: ReportPanel) => void
  /** A new question or report was asked for from here ('Ask again', 'Try again'). */
  onAnalysisCreated: (analysisId: string) => void
  /** The question bar of a question panel (its 'panel' layout). */
  questionBar?: ReactNode
}

export const panelHeadingId = (analysisId: string) =>
  `panel-heading-${analysisId}`

const kindLabel = (analysisType: AnalysisType) =>
  analysisType === 'REPORT' ? 'Health report' : 'Question'

/** The analysis's title; while it loads, the question asked or its kind. */
function panelTitle(
  panel: ReportPanel,
  analysis: Analysis | undefined,
  analysisType: AnalysisType,
) {
  if (isRealTitle(analysis?.title)) return analysis.title.trim()
  if (isRealTitle(panel.questionTitle)) return panel.questionTitle.trim()
  return analysis ? TITLE_NOT_AVAILABLE : kindLabel(analysisType)
}

/**
 * One report or question in the report view: whose it is and when, its
 * progress while it runs, its answer with citations, suggested and asked
 * follow-ups. Question panels can be closed (on phones: 'Back').
 */
export function AnalysisPanel({
  panel,
  mainProjectId,
  isMobile,
  isReadOnly,
  renderAnswer,
  onFollowUpAsked,
  onOpenQuestion,
  onClose,
  onAnalysisCreated,
  questionBar,
}: AnalysisPanelProps) {
  const query = useFollowedAnalysis(
    panel.analysisType,
    panel.analysisId,
    panel.projectId,
  )
  const analysis = useWithAskedQuestions(query.data)
  // What it is, once read, is what its answer says.
  const analysisType = analysis?.analysisType ?? panel.analysisType
  const isMain = panel.kind === 'main'
  const title = panelTitle(panel, analysis, analysisType)
  const Heading = isMain ? 'h1' : 'h2'
  const headingOffset = isMain ? 1 : 2
  const content = useMemo(
    () => withoutLeadingTitle(analysis?.content ?? '', analysis?.title),
    [analysis?.content, analysis?.title],
  )
  const projectId = analysis?.projectId ?? panel.projectId
  const self: PanelAnalysis = { id: panel.analysisId, analysisType, projectId }
  // Suggestions clicked here are asked on this analysis.
  const followUp = useAsk({
    parentAnalysisId: panel.analysisId,
    projectId,
    mainProjectId,
  })
  const retry = useRetry(panel, analysis, mainProjectId)
  const isDisplayable = isAnalysisDisplayable(analysis?.status)
  const hasReferences =
    isDisplayable && Object.keys(analysis?.bibliography ?? {}).length > 0

  let body: ReactNode = null
  if (query.isError) {
    body = (
      <AnalysisFailure
        title="We could not load this answer."
        message="Please check your connection and try again."
        action={{ label: 'Try again', onClick: () => void query.refetch() }}
      />
    )
  } else if (analysis && isAnalysisFailed(analysis.status)) {
    // A question is asked again with its own words: it needs them.
    const canRetry =
      !isReadOnly && (analysisType === 'REPORT' || isRealTitle(analysis.title))
    body = (
      <AnalysisFailure
        title="This answer could not be completed."
        message={analysis.error}
        action={
          canRetry
            ? {
                label: analysisType === 'REPORT' ? 'Try again' : 'Ask again',
                onClick: () =>
                  retry.again(analysis, {
                    onFollowUp: (parent, asked) =>
                      onFollowUpAsked(parent, asked),
                    onCreated: onAnalysisCreated,
                  }),
                isBusy: retry.isBusy,
              }
            : undefined
        }
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
      data-print-panel
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
            <p className={styles.kind}>{kindLabel(analysisType)}</p>
            <Heading
              id={panelHeadingId(panel.analysisId)}
              className={styles.title}
              tabIndex={-1}
            >
              {title}
            </Heading>
            <AnalysisAbout
              projectId={projectId}
              createdAt={analysis?.createdAt}
              status={analysis?.status}
            />
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
          {isMain && isDisplayable ? (
            // The browser's own print dialog, which also saves as PDF; a
            // long report still coming in slices is rendered whole first.
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                renderAllSlices()
                window.print()
              }}
            >
              <Printer aria-hidden="true" className={styles.buttonIcon} />
              {PRINT_LABEL}
            </Button>
          ) : null}
        </div>
      </header>
      <AnalysisProgress
        analysisType={analysisType}
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
          isAsking={followUp.isSending}
          onAsk={(question) =>
            followUp.ask(question, (asked) => onFollowUpAsked(self, asked))
          }
          onOpen={(question) => onOpenQuestion(self, question)}
        />
      ) : null}
      {questionBar}
    </section>
  )
}
