import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useEffectEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'

import { useTakingLong } from '../hooks/use-taking-long'
import { noteErrorMessage, RECORD_MESSAGES } from '../utils/record-messages'

import styles from './progress-dialog.module.css'

/** The note dialog closes 2 s after success; a notice after 5 s of waiting. */
const NOTE_CLOSE_DELAY_MS = 2000
const NOTE_SLOW_NOTICE_MS = 5000

export interface NoteProgressDialogProps {
  open: boolean
  status: 'idle' | 'pending' | 'success' | 'error'
  error: unknown
  /** When the note was sent (ms); a new value restarts the slow-notice wait. */
  startedAt: number
  onClose: () => void
  /** Where focus goes once the dialog has closed (default: the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void
}

/** 'Adding Note Record': processing, then success (closes by itself) or the reason it failed. */
export function NoteProgressDialog({
  open,
  status,
  error,
  startedAt,
  onClose,
  onCloseAutoFocus,
}: NoteProgressDialogProps) {
  const isPending = status === 'pending'
  const isSlow = useTakingLong(
    open && isPending ? startedAt : null,
    NOTE_SLOW_NOTICE_MS,
  )

  const closeAfterSuccess = useEffectEvent(onClose)
  useEffect(() => {
    if (!open || status !== 'success') return
    const timer = setTimeout(() => closeAfterSuccess(), NOTE_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, status])

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      title="Adding Note Record"
      size="sm"
      isDismissable={!isPending}
      hideClose={isPending}
      onCloseAutoFocus={onCloseAutoFocus}
      // The note is on its way: its progress shows once another dialog has closed.
      whileClosing="wait"
    >
      {status === 'error' ? (
        <>
          <div className={styles.outcome} role="alert">
            <CircleAlert aria-hidden="true" className={styles.errorIcon} />
            <p>{noteErrorMessage(error)}</p>
          </div>
          <p className={styles.hint}>Your note is still in the form.</p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Back to my note
            </Button>
          </DialogActions>
        </>
      ) : status === 'success' ? (
        <div className={styles.outcome} role="status">
          <CircleCheck aria-hidden="true" className={styles.successIcon} />
          <p>Your note was added to the health records and selected.</p>
        </div>
      ) : (
        <div className={styles.outcome} role="status">
          <Spinner size="lg" />
          <div>
            <p>Adding your note to the health records…</p>
            {isSlow ? (
              <p className={styles.slow}>{RECORD_MESSAGES.slowNotice}</p>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  )
}
