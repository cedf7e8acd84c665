import { useWrite } from '@/api/outbox'
import { recordWrites, type RecordDeletion } from '@/api/records/mutations'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { isSignedIn } from '@/lib/auth'
import { notify } from '@/lib/toast'
import type { MedicalRecord } from '@/types/record'

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
  const deletion = useWrite<RecordDeletion, true>(recordWrites.delete, {
    opId: `delete:${record?.id ?? ''}`,
  })

  const handleDelete = () => {
    if (!record) return
    if (!isSignedIn()) {
      notify.error(RECORD_MESSAGES.deleteAuth)
      onClose()
      return
    }
    deletion.send(
      { patientId, id: record.id },
      {
        onSuccess: () => {
          onClose()
          onDeleted(record)
        },
        onError: (error) => {
          notify.error(deleteErrorMessage(error))
          onClose()
        },
      },
    )
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
      isPending={deletion.isSending}
      isHeldWhilePending
    />
  )
}
