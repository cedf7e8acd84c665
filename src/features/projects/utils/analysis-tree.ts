import type { AnalysisSummary } from '@/types/analysis'
import { sortNewestFirst } from '@/utils/sort-by-date'

const newestFirst = (analyses: readonly AnalysisSummary[]) =>
  sortNewestFirst(analyses, (a) => a.createdAt)

/** Reports first, then questions, newest first within each. */
export function orderAnalyses(
  analyses: readonly AnalysisSummary[],
): AnalysisSummary[] {
  return [
    ...newestFirst(analyses.filter((a) => a.analysisType === 'REPORT')),
    ...newestFirst(analyses.filter((a) => a.analysisType !== 'REPORT')),
  ]
}

export const orderChildren = (children: readonly AnalysisSummary[]) =>
  newestFirst(children)

/** While a walkthrough runs, only the first `count` reports in creation order show. */
export function revealReports(
  analyses: readonly AnalysisSummary[],
  count: number | null | undefined,
): { shown: AnalysisSummary[]; hiddenCount: number } {
  if (count == null) return { shown: [...analyses], hiddenCount: 0 }
  const reports = analyses.filter((a) => a.analysisType === 'REPORT')
  const revealed = new Set(
    [...newestFirst(reports)]
      .reverse()
      .slice(0, Math.max(count, 0))
      .map((a) => a.id),
  )
  return {
    shown: analyses.filter(
      (a) => a.analysisType !== 'REPORT' || revealed.has(a.id),
    ),
    hiddenCount: reports.length - revealed.size,
  }
}
