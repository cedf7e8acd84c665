import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'
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

const COMPLETED = msg({
  comment: 'Status of a report or question: finished',
  message: 'Completed',
})
const FAILED = msg({
  comment: 'Status of a report or question: it could not be written',
  message: 'Failed',
})

const STATUS_LABELS: Record<AnalysisStatus, MessageDescriptor> = {
  PENDING: msg({
    comment: 'Status of a report or question: not started yet',
    message: 'Waiting to start',
  }),
  IN_PROGRESS: msg({
    comment: 'Status of a report or question: being written',
    message: 'In progress',
  }),
  COMPLETED,
  SUCCESS: COMPLETED,
  FAILED,
  ERROR: FAILED,
  CANCELLED: msg({
    comment: 'Status of a report or question: cancelled before it finished',
    message: 'Cancelled',
  }),
  STOPPED: msg({
    comment: 'Status of a report or question: stopped before it finished',
    message: 'Stopped',
  }),
}

/** The status in the interface's language at the moment it is asked for. */
export const analysisStatusLabel = (status: AnalysisStatus) =>
  i18n._(STATUS_LABELS[status])
