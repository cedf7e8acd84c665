import { CircleAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'

import styles from './analysis-panel.module.css'

export interface AnalysisFailureProps {
  title: string
  /** The API's `error`, or why the analysis could not be loaded. */
  message?: string | null
  /** What the person can do about it: load it again, ask again… */
  action?: { label: string; onClick: () => void; isBusy?: boolean }
}

/** A failed analysis, or one that could not be fetched. */
export function AnalysisFailure({
  title,
  message,
  action,
}: AnalysisFailureProps) {
  return (
    <div className={styles.failure} role="alert">
      <CircleAlert className={styles.failureIcon} aria-hidden="true" />
      <div>
        <p className={styles.failureTitle}>{title}</p>
        {message ? <p className={styles.failureMessage}>{message}</p> : null}
        {action ? (
          <Button
            variant="secondary"
            size="sm"
            isBusy={action.isBusy}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
