import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { CircleAlert, FileText, MessageCircleQuestionMark } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/lib/paths'
import type { AnalysisSummary } from '@/types/analysis'
import { isAnalysisFailed, isAnalysisPending } from '@/utils/analysis-status'
import { displayTitle } from '@/utils/display-title'

import { orderChildren } from '../utils/analysis-tree'

import styles from './project-tree.module.css'

export interface AnalysisTreeItemProps {
  analysis: AnalysisSummary
  currentAnalysisId: string | undefined
  onNavigate?: () => void
}

function StatusIcon({ analysis }: { analysis: AnalysisSummary }) {
  if (isAnalysisPending(analysis.status)) return <Spinner size="sm" />
  if (isAnalysisFailed(analysis.status))
    return <CircleAlert className={styles.failedIcon} aria-hidden="true" />
  return analysis.analysisType === 'REPORT' ? (
    <FileText aria-hidden="true" />
  ) : (
    <MessageCircleQuestionMark aria-hidden="true" />
  )
}

export function AnalysisTreeItem({
  analysis,
  currentAnalysisId,
  onNavigate,
}: AnalysisTreeItemProps) {
  const { t } = useLingui()
  const isPending = isAnalysisPending(analysis.status)
  const state = isPending
    ? t({
        comment: 'For screen readers, after a report or question’s title',
        message: '(in progress)',
      })
    : isAnalysisFailed(analysis.status)
      ? t({
          comment: 'For screen readers, after a report or question’s title',
          message: '(failed)',
        })
      : null
  const isCurrent = analysis.id === currentAnalysisId
  const children = orderChildren(analysis.children)
  const title = displayTitle(analysis.title)
  return (
    <li>
      <Link
        to={paths.reportDetail(analysis.id)}
        className={clsx(styles.analysis, isCurrent && styles.current)}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span className={styles.analysisIcon}>
          <StatusIcon analysis={analysis} />
        </span>
        <span
          className={clsx(styles.analysisTitle, isPending && styles.pulsing)}
        >
          <span className="visually-hidden">
            {analysis.analysisType === 'REPORT' ? (
              <Trans comment="For screen readers, before a report’s title">
                Report:
              </Trans>
            ) : (
              <Trans comment="For screen readers, before a question’s title">
                Question:
              </Trans>
            )}
          </span>{' '}
          <bdi>{displayTitle(analysis.title)}</bdi>
          {state ? (
            <>
              {' '}
              <span className="visually-hidden">{state}</span>
            </>
          ) : null}
        </span>
      </Link>
      {children.length ? (
        <ul
          className={styles.children}
          aria-label={t`Follow-up questions to ${title}`}
        >
          {children.map((child) => (
            <AnalysisTreeItem
              key={child.id}
              analysis={child}
              currentAnalysisId={currentAnalysisId}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
