import type { AnalysisStatus } from '../../../src/types/analysis'

import type { StoredAnalysis } from './store'

export interface AnalysisState {
  status: AnalysisStatus
  /** Content, bibliography and suggestions show only once displayable. */
  isDisplayable: boolean
  error: string | null
  updatedAt: string
}

const DISPLAYABLE = new Set<AnalysisStatus>(['COMPLETED', 'SUCCESS'])
const FAILED = new Set<AnalysisStatus>(['FAILED', 'ERROR'])

function clockStatus(analysis: StoredAnalysis, now: number): AnalysisStatus {
  const elapsed = now - Date.parse(analysis.createdAt)
  const duration = analysis.durationMs
  if (elapsed < duration / 3) return 'PENDING'
  if (elapsed < duration) return 'IN_PROGRESS'
  return analysis.failure ? 'FAILED' : 'COMPLETED'
}

/**
 * The status at read time: a fixed one, or PENDING for the first third of
 * the analysis' duration, IN_PROGRESS until its end, then COMPLETED (FAILED
 * when a failure is set). Derived on every read, so moving the clock with
 * `vi.setSystemTime` moves the analysis along.
 */
export function analysisState(
  analysis: StoredAnalysis,
  now = Date.now(),
): AnalysisState {
  const status = analysis.status ?? clockStatus(analysis, now)
  const finishedAt = Date.parse(analysis.createdAt) + analysis.durationMs
  const isTerminal = status !== 'PENDING' && status !== 'IN_PROGRESS'
  const updatedAt =
    analysis.updatedAt ??
    (isTerminal && !analysis.status && Number.isFinite(finishedAt)
      ? new Date(finishedAt).toISOString()
      : analysis.createdAt)
  return {
    status,
    isDisplayable: DISPLAYABLE.has(status),
    error: FAILED.has(status)
      ? (analysis.failure ?? 'The analysis could not be completed.')
      : null,
    updatedAt,
  }
}
