import type { Analysis } from '@/types/analysis'
import { isAnalysisPending } from '@/utils/analysis-status'

/** Every 2 s for 30 s (most answers come then), 5 s until 2 min, then 10 s; an unknown or negative age counts as new. */
export function pollIntervalFor(elapsedMs: number): number {
  if (!(elapsedMs >= 0) || elapsedMs < 30_000) return 2000
  return elapsedMs < 120_000 ? 5000 : 10_000
}

/** Polls while pending; a failed fetch stops it (docs/decisions/0004-polling-intervals.md). */
export function analysisRefetchInterval(
  analysis: Pick<Analysis, 'status' | 'createdAt'> | undefined,
  hasFetchFailed: boolean,
  now = Date.now(),
): number | false {
  if (hasFetchFailed || !analysis || !isAnalysisPending(analysis.status))
    return false
  const createdAt = analysis.createdAt ? Date.parse(analysis.createdAt) : NaN
  return pollIntervalFor(now - createdAt)
}
