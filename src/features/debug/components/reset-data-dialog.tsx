import { useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'

import styles from './debug-tools.module.css'

export interface ResetDataDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  isBusy: boolean
  /** Why the last attempt failed, shown beside the buttons. */
  problem: string
}

/**
 * Asks before deleting everything of the account. Cancel takes focus
 * first, so Enter pressed out of habit deletes nothing; while the request
 * runs the dialog stays, and its outcome is shown where it was asked for.
 */
export function ResetDataDialog({
  open,
  onOpenChange,
  onConfirm,
  isBusy,
  problem,
}: ResetDataDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset my data?"
      description="Delete all patients, projects, records and reports of this account? This cannot be undone."
      size="sm"
      isDismissable={!isBusy}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        cancelRef.current?.focus()
      }}
    >
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <DialogActions>
        <Button
          ref={cancelRef}
          variant="secondary"
          disabled={isBusy}
          onClick={() => onOpenChange(false)}
        >
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
          Delete all my data
        </Button>
      </DialogActions>
    </Dialog>
  )
}
