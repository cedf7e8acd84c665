import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { clsx } from 'clsx'
import { ArrowLeft, BookOpen, CircleAlert, Printer, X } from 'lucide-react'
import { useEffect, useMemo, type ReactNode } from 'react'

import { locateAnalysis } from '@/api/analyses/locate-analysis'
import type { AskedQuestion } from '@/api/analyses/mutations'
import { analysisQueries, useWithAskedQuestions } from '@/api/analyses/queries'
import { projectQueries } from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'
import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { renderAllSlices } from '@/hooks/use-progressive-list'
import { sidePanelOpened, type ReportPanel } from '@/stores/panels-store'
import type { Analysis, UserQuestion } from '@/types/analysis'
import {
  analysisProgress,
  isAnalysisDisplayable,
  isAnalysisFailed,
  isAnalysisPending,
} from '@/utils/analysis-status'
import { displayTitle, isRealTitle } from '@/utils/display-title'

import { useAsk, useRetry } from '../hooks/use-ask'
import { withoutLeadingTitle } from '../utils/leading-title'

import { AnalysisAbout } from './analysis-about'
import styles from './analysis-panel.module.css'
import { FollowUpQuestions } from './follow-up-questions'

export const NO_PANEL_CONTENT = msg`No content available for this panel`

/** Renders an answer's content; the route supplies it (with citations). */
export type RenderAnswer = (
  analysis: Analysis,
  options: { content: string; headingOffset: 1 | 2 },
) => ReactNode

/** Where a follow-up is asked, or a question opened from. */
export interface PanelAnalysis {
  id: string
  projectId?: string | null
}

export interface AnalysisPanelProps {
  panel: ReportPanel
  /** The project of the analysis on screen (the main panel's). */
  mainProjectId: string | null | undefined
  isMobile: boolean
  isReadOnly: boolean
  renderAnswer: RenderAnswer
  onFollowUpAsked: (parent: PanelAnalysis, asked: AskedQuestion) => void
  onOpenQuestion: (parent: PanelAnalysis, question: UserQuestion) => void
  onClose: (panel: ReportPanel) => void
  /** 'Ask again' or 'Try again' asked for a new question or report. */
  onAnalysisCreated: (analysisId: string) => void
  questionBar?: ReactNode
}

export const panelHeadingId = (analysisId: string) =>
  `panel-heading-${analysisId}`

const KIND_LABELS = {
  REPORT: msg`Health report`,
  QUESTION: msg({
    comment: 'What a panel shows: a question',
    message: 'Question',
  }),
}

const PROGRESS_MESSAGES = {
  QUESTION: [msg`Researching your question…`, msg`Your answer is ready`],
  REPORT: [msg`Preparing your health report…`, msg`Your report is ready`],
} as const

/** Followed until finished; whichever of it and its project's tree hears of a new status first, the other is read again. */
function useFollowedAnalysis(panel: ReportPanel) {
  const { analysisId } = panel
  const queryClient = useQueryClient()
  const query = useQuery(analysisQueries.detail(analysisId, panel.analysisType))
  const status = query.data?.status
  const projectId = query.data?.projectId ?? panel.projectId
  const { data: listedStatus } = useQuery({
    ...projectQueries.detail(projectId ?? ''),
    enabled: Boolean(projectId),
    select: (project) =>
      locateAnalysis([project], analysisId)?.path.at(-1)?.status,
  })
  const { refetch } = query

  useEffect(() => {
    // Never read (its reads failed): only the person's 'Try again' asks again.
    if (!projectId || !listedStatus || !status) return
    const ahead = analysisProgress(status) - analysisProgress(listedStatus)
    if (ahead > 0) {
      void queryClient.invalidateQueries({
        queryKey: projectQueries.detail(projectId).queryKey,
      })
      void queryClient.invalidateQueries({ queryKey: projectQueries.lists() })
    } else if (ahead < 0) {
      void refetch()
    }
  }, [queryClient, projectId, status, listedStatus, refetch])
  return query
}

/** One report or question of the report view; question panels can be closed. */
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
  const { t, i18n } = useLingui()
  const query = useFollowedAnalysis(panel)
  const analysis = useWithAskedQuestions(query.data)
  // What it is, once read, is what its answer says.
  const analysisType = analysis?.analysisType ?? panel.analysisType
  const isMain = panel.kind === 'main'
  const kindLabel = i18n._(KIND_LABELS[analysisType])
  const Heading = isMain ? 'h1' : 'h2'
  const title = isRealTitle(analysis?.title)
    ? analysis.title.trim()
    : isRealTitle(panel.questionTitle)
      ? panel.questionTitle.trim()
      : analysis
        ? displayTitle(analysis.title)
        : kindLabel
  const content = useMemo(
    () => withoutLeadingTitle(analysis?.content ?? '', analysis?.title),
    [analysis?.content, analysis?.title],
  )
  const projectId = analysis?.projectId ?? panel.projectId
  const self: PanelAnalysis = { id: panel.analysisId, projectId }
  const followUp = useAsk({
    parentAnalysisId: panel.analysisId,
    projectId,
    mainProjectId,
  })
  const retry = useRetry(panel, analysis, mainProjectId)
  const isDisplayable = isAnalysisDisplayable(analysis?.status)
  const hasReferences =
    isDisplayable && Object.keys(analysis?.bibliography ?? {}).length > 0
  // The progress stays in place as a live region, to say when it is ready.
  const status = query.isError ? undefined : analysis?.status
  const isPending = isAnalysisPending(status)
  const hasBeenPending = useHasBeenTrue(isPending)
  const isWorking = isPending || query.isPending
  const [pendingText, readyText] = PROGRESS_MESSAGES[analysisType]
  const progress = isPending
    ? i18n._(pendingText)
    : query.isPending
      ? t`Loading…`
      : hasBeenPending && isAnalysisDisplayable(status)
        ? i18n._(readyText)
        : ''
  // A question is asked again with its own words: it needs them.
  const canRetry =
    !isReadOnly && (analysisType === 'REPORT' || isRealTitle(analysis?.title))

  const failure = query.isError
    ? {
        title: t`We could not load this answer.`,
        message: t`Please check your connection and try again.`,
        action: {
          label: t`Try again`,
          onClick: () => void query.refetch(),
          isBusy: undefined,
        },
      }
    : analysis && isAnalysisFailed(analysis.status)
      ? {
          title: t`This answer could not be completed.`,
          message: analysis.error,
          action: canRetry
            ? {
                label: analysisType === 'REPORT' ? t`Try again` : t`Ask again`,
                onClick: () =>
                  retry.again({
                    onFollowUp: onFollowUpAsked,
                    onCreated: onAnalysisCreated,
                  }),
                isBusy: retry.isBusy,
              }
            : undefined,
        }
      : null

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
            <ArrowLeft aria-hidden="true" className="mirror-in-rtl" />
            <Trans comment="Button: back from a question to the report">
              Back
            </Trans>
          </Button>
        ) : null}
        <div className={styles.headingRow}>
          <div className={styles.titles}>
            <p className={styles.kind}>{kindLabel}</p>
            <Heading
              id={panelHeadingId(panel.analysisId)}
              className={styles.title}
              tabIndex={-1}
              dir="auto"
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
              label={t`Close panel: ${title}`}
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
              <Trans comment="Button: opens the report's list of references">
                References
              </Trans>
            </Button>
          ) : null}
          {isMain && isDisplayable ? (
            // A long report still coming in slices is rendered whole first.
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                renderAllSlices()
                window.print()
              }}
            >
              <Printer aria-hidden="true" className={styles.buttonIcon} />
              <Trans>Print or save as PDF</Trans>
            </Button>
          ) : null}
        </div>
      </header>
      <div
        role="status"
        className={isWorking ? styles.progress : 'visually-hidden'}
      >
        {isWorking ? <Spinner size="lg" /> : null}
        {progress ? <p className={styles.progressText}>{progress}</p> : null}
      </div>
      {failure ? (
        <div className={styles.failure} role="alert">
          <CircleAlert className={styles.failureIcon} aria-hidden="true" />
          <div>
            <p className={styles.failureTitle}>{failure.title}</p>
            {failure.message ? (
              <p className={styles.failureMessage}>{failure.message}</p>
            ) : null}
            {failure.action ? (
              <Button
                variant="secondary"
                size="sm"
                isBusy={failure.action.isBusy}
                onClick={failure.action.onClick}
              >
                {failure.action.label}
              </Button>
            ) : null}
          </div>
        </div>
      ) : analysis && isDisplayable ? (
        content.trim() ? (
          renderAnswer(analysis, { content, headingOffset: isMain ? 1 : 2 })
        ) : (
          <p className={styles.empty}>{i18n._(NO_PANEL_CONTENT)}</p>
        )
      ) : null}
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
