import { useDeleteRecord } from '@/api/records/mutations'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { isSignedIn } from '@/lib/auth'
import { notify } from '@/lib/toast'
import type { MedicalRecord } from '@/types/record'

import { recordDropped } from '../stores/record-selection-store'
import { deleteErrorMessage, RECORD_MESSAGES } from '../utils/record-messages'
import { recordTitle } from '../utils/record-preview'

export interface DeleteRecordDialogProps {
  patientId: string
  /** The record to delete; null keeps the dialog closed. */
  record: MedicalRecord | null
  onClose: () => void
  onDeleted: (record: MedicalRecord) => void
}

/** The 'Confirm Deletion' dialog for one record. */
export function DeleteRecordDialog({
  patientId,
  record,
  onClose,
  onDeleted,
}: DeleteRecordDialogProps) {
  const deleteRecord = useDeleteRecord(patientId)

  const handleDelete = async () => {
    if (!record) return
    if (!isSignedIn()) {
      notify.error(RECORD_MESSAGES.deleteAuth)
      onClose()
      return
    }
    await deleteRecord.mutateAsync(record.id, {
      onSuccess: () => {
        recordDropped(record.id)
        onClose()
        onDeleted(record)
      },
      onError: (error) => {
        notify.error(deleteErrorMessage(error))
        onClose()
      },
    })
  }

  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Confirm Deletion"
      description={
        record
          ? `Delete the record "${recordTitle(record)}"? This cannot be undone.`
          : null
      }
      confirmLabel="Delete"
      onConfirm={handleDelete}
      isPending={deleteRecord.isPending}
      isHeldWhilePending
    />
  )
}
