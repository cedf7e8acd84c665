import type { AnalysisStatus, AnalysisSummary } from '@/types/analysis'

type Status = AnalysisStatus | null | undefined

const isIn =
  (...statuses: AnalysisStatus[]) =>
  (status: Status): boolean =>
    status != null && statuses.includes(status)

/** PENDING and IN_PROGRESS keep polling; every other status is terminal. */
export const isAnalysisPending = isIn('PENDING', 'IN_PROGRESS')

export const isAnalysisTerminal = (status: Status) =>
  status != null && !isAnalysisPending(status)

export const isAnalysisDisplayable = isIn('COMPLETED', 'SUCCESS')

export const isAnalysisFailed = isIn('FAILED', 'ERROR', 'CANCELLED', 'STOPPED')

export const hasPendingAnalysis = (
  analyses: readonly AnalysisSummary[],
): boolean =>
  analyses.some(
    (analysis) =>
      isAnalysisPending(analysis.status) ||
      hasPendingAnalysis(analysis.children),
  )

/** 0 PENDING, 1 IN_PROGRESS, 2 finished, -1 unknown: of two reports, the further is newer. */
export function analysisProgress(status: Status): number {
  if (status == null) return -1
  if (status === 'PENDING') return 0
  return status === 'IN_PROGRESS' ? 1 : 2
}

const STATUS_LABELS: Record<AnalysisStatus, string> = {
  PENDING: 'Waiting to start',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  SUCCESS: 'Completed',
  FAILED: 'Failed',
  ERROR: 'Failed',
  CANCELLED: 'Cancelled',
  STOPPED: 'Stopped',
}

export const analysisStatusLabel = (status: AnalysisStatus) =>
  STATUS_LABELS[status]
