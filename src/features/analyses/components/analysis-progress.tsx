import { useState } from 'react'

import { Spinner } from '@/components/ui/spinner'
import type { AnalysisStatus, AnalysisType } from '@/types/analysis'
import {
  isAnalysisDisplayable,
  isAnalysisPending,
} from '@/utils/analysis-status'

import styles from './analysis-panel.module.css'

const MESSAGES = {
  QUESTION: {
    pending: 'Researching your question…',
    ready: 'Your answer is ready',
  },
  REPORT: {
    pending: 'Preparing your health report…',
    ready: 'Your report is ready',
  },
} as const

export interface AnalysisProgressProps {
  analysisType: AnalysisType
  status: AnalysisStatus | undefined
  /** The analysis has not been loaded yet. */
  isLoading: boolean
}

/**
 * A live region that stays in place while the analysis runs: it shows a
 * spinner with progress text, and announces when the answer is ready.
 */
export function AnalysisProgress({
  analysisType,
  status,
  isLoading,
}: AnalysisProgressProps) {
  const isPending = isAnalysisPending(status)
  const [hasBeenPending, setHasBeenPending] = useState(isPending)
  if (isPending && !hasBeenPending) setHasBeenPending(true)

  const messages = MESSAGES[analysisType]
  const isReady = hasBeenPending && isAnalysisDisplayable(status)
  const message = isPending
    ? messages.pending
    : isLoading
      ? 'Loading…'
      : isReady
        ? messages.ready
        : ''
  const isVisible = isPending || isLoading

  return (
    <div
      role="status"
      className={isVisible ? styles.progress : 'visually-hidden'}
    >
      {isVisible ? <Spinner size="lg" /> : null}
      {message ? <p className={styles.progressText}>{message}</p> : null}
    </div>
  )
}
