import type { Analysis } from '@/types/analysis'
import { isAnalysisPending } from '@/utils/analysis-status'

const SECOND = 1000

/**
 * How often a pending analysis is polled, backing off as it runs: every 2 s
 * during its first 30 s (most answers arrive then), every 5 s until 2 min,
 * then every 10 s. `elapsedMs` is the time since the analysis was created;
 * a negative or unknown age (clock skew, no `createdAt`) counts as new.
 */
export function pollIntervalFor(elapsedMs: number): number {
  if (!(elapsedMs >= 0) || elapsedMs < 30 * SECOND) return 2 * SECOND
  if (elapsedMs < 120 * SECOND) return 5 * SECOND
  return 10 * SECOND
}

/**
 * The `refetchInterval` of an analysis query: the backoff above while the
 * analysis is PENDING or IN_PROGRESS, `false` once it is terminal, not yet
 * loaded, or its last fetch failed (a failed fetch stops polling; see
 * docs/decisions/0004-polling-intervals.md).
 */
export function analysisRefetchInterval(
  analysis: Pick<Analysis, 'status' | 'createdAt'> | undefined,
  hasFetchFailed: boolean,
  now = Date.now(),
): number | false {
  if (hasFetchFailed || !analysis || !isAnalysisPending(analysis.status)) {
    return false
  }
  const createdAt = analysis.createdAt ? Date.parse(analysis.createdAt) : NaN
  return pollIntervalFor(now - createdAt)
}
