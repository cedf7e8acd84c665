import { useEffect, useEffectEvent, type Dispatch } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'

import { useTakingLong } from '../hooks/use-taking-long'
import { RECORD_MESSAGES } from '../utils/record-messages'
import {
  didBatchSucceed,
  hasPendingUploads,
  isUploadRunning,
  uploadSummary,
  type UploadAction,
  type UploadState,
} from '../utils/upload-items'

import { FileDropZone } from './file-drop-zone'
import styles from './upload-files-dialog.module.css'
import { UploadItemRow } from './upload-item-row'

/** Closes 1 s after a fully successful batch; a notice after 10 s. */
const UPLOAD_CLOSE_DELAY_MS = 1000
const UPLOAD_SLOW_NOTICE_MS = 10_000

export interface UploadFilesDialogProps {
  open: boolean
  state: UploadState
  dispatch: Dispatch<UploadAction>
  onUpload: () => void
  onClose: () => void
}

/** 'Upload Files': the chosen files, their states, and the Upload button. */
export function UploadFilesDialog({
  open,
  state,
  dispatch,
  onUpload,
  onClose,
}: UploadFilesDialogProps) {
  const isRunning = isUploadRunning(state)
  const isSlow = useTakingLong(
    open && isRunning ? state.batchNumber : null,
    UPLOAD_SLOW_NOTICE_MS,
  )
  // Files added after the batch wait to be uploaded: the dialog stays.
  const isDone =
    !isRunning && didBatchSucceed(state) && !hasPendingUploads(state)

  const closeAfterSuccess = useEffectEvent(onClose)
  useEffect(() => {
    if (!open || !isDone) return
    const timer = setTimeout(() => closeAfterSuccess(), UPLOAD_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, isDone])

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      title="Upload Files"
      description="Each file becomes a health record of this patient and is selected for your report."
      size="lg"
      isDismissable={!isRunning}
      hideClose={isRunning}
      // Files chosen just as another dialog closes are not dropped.
      whileClosing="wait"
    >
      <div className={styles.body}>
        <FileDropZone
          buttonLabel="Add more files"
          isCompact
          disabled={isRunning}
          onFilesAccepted={(files) => dispatch({ type: 'filesAdded', files })}
        />
        {state.items.length ? (
          <ul className={styles.items} aria-label="Chosen files">
            {state.items.map((item) => (
              <UploadItemRow
                key={item.id}
                item={item}
                onRemove={() => dispatch({ type: 'itemRemoved', id: item.id })}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No files chosen yet.</p>
        )}
        <div role="status" className={styles.summary}>
          {uploadSummary(state) ? <p>{uploadSummary(state)}</p> : null}
          {isSlow ? (
            <p className={styles.slow}>{RECORD_MESSAGES.slowNotice}</p>
          ) : null}
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={isRunning}>
          Done
        </Button>
        <Button
          onClick={onUpload}
          isBusy={isRunning}
          disabled={!hasPendingUploads(state)}
        >
          {isRunning ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
