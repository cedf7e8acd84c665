import { Trans } from '@lingui/react/macro'
import { useRef, type ReactNode } from 'react'

import { Button } from './button'
import { Dialog, DialogActions } from './dialog'
import styles from './dialog.module.css'
import type { OpenWhileClosing } from './modal-timing'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** Not called again while `isPending`. */
  onConfirm: () => void
  isPending?: boolean
  /** While pending, Cancel, Escape and outside clicks do nothing. */
  isHeldWhilePending?: boolean
  error?: ReactNode
  /** Start on Cancel, so Enter pressed out of habit confirms nothing. */
  shouldFocusCancel?: boolean
  whileClosing?: OpenWhileClosing
}

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
      <DialogActions>
        <Button
          ref={cancelRef}
          variant="secondary"
          disabled={isHeld}
          onClick={() => onOpenChange(false)}
        >
          <Trans comment="Button: closes the dialog without doing it">
            Cancel
          </Trans>
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            if (!isPending) onConfirm()
          }}
          isBusy={isPending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
