import { useRef, type ReactNode, type RefObject } from 'react'

import { Button } from './button'
import { Dialog, DialogActions } from './dialog'
import styles from './dialog.module.css'
import type { OpenWhileClosing } from './modal-timing'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** What confirming does, read out with the title. */
  description: ReactNode
  /** The danger button, e.g. 'Delete project'. */
  confirmLabel: ReactNode
  /** Runs on the danger button, unless what it confirmed is on its way. */
  onConfirm: () => void
  /** The confirmed request is running: the danger button shows it is busy. */
  isPending?: boolean
  /** While pending, Cancel, Escape and outside clicks do nothing. */
  isHeldWhilePending?: boolean
  /** Why the last attempt failed, shown beside the buttons. */
  error?: ReactNode
  /** Start on Cancel, so Enter pressed out of habit confirms nothing. */
  shouldFocusCancel?: boolean
  whileClosing?: OpenWhileClosing
}

/** Asks before a destructive action: Cancel, or the danger button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  isHeldWhilePending = false,
  error,
  shouldFocusCancel = false,
  whileClosing,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const isHeld = isHeldWhilePending && isPending

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      isDismissable={!isHeld}
      whileClosing={whileClosing}
      onOpenAutoFocus={
        shouldFocusCancel
          ? (event) => {
              event.preventDefault()
              cancelRef.current?.focus()
            }
          : undefined
      }
    >
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmActions
        cancelRef={cancelRef}
        isHeld={isHeld}
        isPending={isPending}
        confirmLabel={confirmLabel}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
      />
    </Dialog>
  )
}

/** Cancel and the danger button. */
function ConfirmActions({
  cancelRef,
  isHeld,
  isPending,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  cancelRef: RefObject<HTMLButtonElement | null>
  isHeld: boolean
  isPending: boolean
  confirmLabel: ReactNode
  onCancel: () => void
  onConfirm: () => void
}) {
  const handleConfirm = () => {
    if (!isPending) onConfirm()
  }
  return (
    <DialogActions>
      <Button
        ref={cancelRef}
        variant="secondary"
        disabled={isHeld}
        onClick={onCancel}
      >
        Cancel
      </Button>
      <Button variant="danger" onClick={handleConfirm} isBusy={isPending}>
        {confirmLabel}
      </Button>
    </DialogActions>
  )
}
