import { useDeleteRecord } from '@/api/records/mutations'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogClose } from '@/components/ui/dialog'
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

/** The 'Confirm Deletion' dialog of SPEC.md §2 for one record. */
export function DeleteRecordDialog({
  patientId,
  record,
  onClose,
  onDeleted,
}: DeleteRecordDialogProps) {
  const deleteRecord = useDeleteRecord(patientId)

  const handleDelete = () => {
    if (!record) return
    if (!isSignedIn()) {
      notify.error(RECORD_MESSAGES.deleteAuth)
      onClose()
      return
    }
    deleteRecord.mutate(record.id, {
      onSuccess: () => {
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
    <Dialog
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
      size="sm"
      isDismissable={!deleteRecord.isPending}
    >
      <DialogActions>
        <DialogClose>
          <Button variant="secondary" disabled={deleteRecord.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant="danger"
          isBusy={deleteRecord.isPending}
          onClick={handleDelete}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  )
}
