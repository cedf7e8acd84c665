import type { AnalysisStatus, AnalysisSummary } from '@/types/analysis'

const IN_PROGRESS: ReadonlySet<string> = new Set(['PENDING', 'IN_PROGRESS'])
const DISPLAYABLE: ReadonlySet<string> = new Set(['COMPLETED', 'SUCCESS'])
const FAILED: ReadonlySet<string> = new Set([
  'FAILED',
  'ERROR',
  'CANCELLED',
  'STOPPED',
])

/** PENDING and IN_PROGRESS keep polling; every other status is terminal. */
export const isAnalysisPending = (status: AnalysisStatus | null | undefined) =>
  status != null && IN_PROGRESS.has(status)

export const isAnalysisTerminal = (status: AnalysisStatus | null | undefined) =>
  status != null && !IN_PROGRESS.has(status)

/** COMPLETED and SUCCESS have content to show. */
export const isAnalysisDisplayable = (
  status: AnalysisStatus | null | undefined,
) => status != null && DISPLAYABLE.has(status)

export const isAnalysisFailed = (status: AnalysisStatus | null | undefined) =>
  status != null && FAILED.has(status)

/** True when the analysis or any follow-up below it is still pending. */
export function hasPendingAnalysis(
  analyses: readonly AnalysisSummary[],
): boolean {
  return analyses.some(
    (analysis) =>
      isAnalysisPending(analysis.status) ||
      hasPendingAnalysis(analysis.children),
  )
}

/**
 * How far an analysis has come: 0 PENDING, 1 IN_PROGRESS, 2 finished (any
 * terminal status), -1 unknown. An analysis only ever moves forward, so of
 * two reports of its status the further one is the newer.
 */
export function analysisProgress(
  status: AnalysisStatus | null | undefined,
): number {
  if (status == null) return -1
  if (status === 'PENDING') return 0
  if (status === 'IN_PROGRESS') return 1
  return 2
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

/** The status as a person reads it ('In progress', 'Completed', 'Failed'…). */
export const analysisStatusLabel = (status: AnalysisStatus) =>
  STATUS_LABELS[status]
