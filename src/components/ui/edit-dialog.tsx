import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'

import { Button } from './button'
import {
  Dialog,
  DialogActions,
  DialogFormError,
  focusFirstField,
} from './dialog'

export interface EditDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  size?: 'sm' | 'md'
  /** The form; it mounts on each open, so it starts from the saved values. */
  children: ReactNode
}

export function EditDialog({
  open,
  onOpenChange,
  title,
  size,
  children,
}: EditDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={size}
      onOpenAutoFocus={focusFirstField}
    >
      {children}
    </Dialog>
  )
}

export interface EditFormProps {
  /** On Save or Enter, when saving is allowed and no save is on its way. */
  onSave: () => void
  onCancel: () => void
  canSave: boolean
  isSaving: boolean
  error?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

export function EditForm({
  onSave,
  onCancel,
  canSave,
  isSaving,
  error,
  children,
  footer,
}: EditFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (canSave && !isSaving) onSave()
  }
  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        {children}
        <DialogFormError>{error}</DialogFormError>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            <Trans comment="Button: closes the dialog without doing it">
              Cancel
            </Trans>
          </Button>
          <Button type="submit" disabled={!canSave} isBusy={isSaving}>
            <Trans comment="Button: saves the changes made in the dialog">
              Save
            </Trans>
          </Button>
        </DialogActions>
      </form>
      {footer}
    </>
  )
}
