import { CircleAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'

import styles from './analysis-panel.module.css'

export interface AnalysisFailureProps {
  title: string
  /** The API's `error`, or why the analysis could not be loaded. */
  message?: string | null
  onRetry?: () => void
}

/** A failed analysis, or one that could not be fetched (SPEC.md §8). */
export function AnalysisFailure({
  title,
  message,
  onRetry,
}: AnalysisFailureProps) {
  return (
    <div className={styles.failure} role="alert">
      <CircleAlert className={styles.failureIcon} aria-hidden="true" />
      <div>
        <p className={styles.failureTitle}>{title}</p>
        {message ? <p className={styles.failureMessage}>{message}</p> : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  )
}
