import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { projectQueries } from '@/api/projects/queries'
import { LongList } from '@/components/long-list'
import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

import { orderAnalyses, revealReports } from '../utils/analysis-tree'

import { AnalysisTreeItem } from './analysis-tree-item'
import styles from './project-tree.module.css'

const analysisId = (analysis: AnalysisSummary) => analysis.id

export interface ProjectAnalysesProps {
  id: string
  /** The project as listed; shown until its details arrive. */
  project: Project
  currentAnalysisId: string | undefined
  /** While a walkthrough runs: how many reports it has revealed. */
  revealedReportCount?: number | null
  onNavigate?: () => void
}

/** An expanded project's analyses, kept fresh by its details query (every 4 s while any is pending). */
export function ProjectAnalyses({
  id,
  project,
  currentAnalysisId,
  revealedReportCount,
  onNavigate,
}: ProjectAnalysesProps) {
  const { t } = useLingui()
  const { name } = project
  const { data = project } = useQuery({
    ...projectQueries.detail(project.id),
    placeholderData: project,
  })
  // Ordered again only when the analyses or the walkthrough change.
  const { analyses, hiddenCount } = useMemo(() => {
    const { shown, hiddenCount } = revealReports(
      data.analyses,
      revealedReportCount,
    )
    return { analyses: orderAnalyses(shown), hiddenCount }
  }, [data.analyses, revealedReportCount])
  return (
    <ul
      id={id}
      className={styles.analyses}
      aria-label={t`Reports and questions of ${name}`}
    >
      <LongList items={analyses} keyOf={analysisId}>
        {(analysis) => (
          <AnalysisTreeItem
            key={analysis.id}
            analysis={analysis}
            currentAnalysisId={currentAnalysisId}
            onNavigate={onNavigate}
          />
        )}
      </LongList>
      {analyses.length ? null : (
        <li className={styles.empty}>
          <Trans comment="A project without reports or questions yet">
            empty
          </Trans>
        </li>
      )}
      {hiddenCount > 0 ? (
        <li className={styles.hint}>
          <Trans>Continue walkthrough to reveal more reports</Trans>
        </li>
      ) : null}
    </ul>
  )
}
