import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'
import type { Patient } from '@/types/patient'

import { useCloseAfter, useTakingLong } from '../hooks/use-taking-long'
import { useUploadBatch } from '../hooks/use-upload-batch'
import { RECORD_MESSAGES } from '../utils/record-messages'
import {
  canRemoveUploadItem,
  didBatchSucceed,
  hasPendingUploads,
  isUploadRunning,
  uploadSummary,
  type UploadItem,
} from '../utils/upload-items'

import { FileDropZone } from './file-drop-zone'
import styles from './upload-files-dialog.module.css'
import rowStyles from './upload-item-row.module.css'

/** The dialog closes 1 s after a fully successful batch; a notice after 10 s. */
const UPLOAD_CLOSE_DELAY_MS = 1000
const UPLOAD_SLOW_NOTICE_MS = 10_000

export interface FileUploadPanelProps {
  patient: Patient
  projectId: string | undefined
  isReadOnlyProject: boolean
}

/** The Files tab: files dropped or picked here open the Upload Files dialog. */
export function FileUploadPanel({
  patient,
  projectId,
  isReadOnlyProject,
}: FileUploadPanelProps) {
  const { t, i18n } = useLingui()
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const { state, dispatch, startUpload } = useUploadBatch({
    patient,
    projectId,
    isReadOnlyProject,
  })
  const isRunning = isUploadRunning(state)
  const isSlow = useTakingLong(
    isDialogOpen && isRunning ? state.batchNumber : null,
    UPLOAD_SLOW_NOTICE_MS,
  )
  const summary = uploadSummary(state)

  const handleClose = () => {
    setIsDialogOpen(false)
    dispatch({ type: 'cleared' })
  }
  useCloseAfter(
    // Files added after the batch wait to be uploaded: the dialog stays.
    isDialogOpen &&
      !isRunning &&
      didBatchSucceed(state) &&
      !hasPendingUploads(state),
    UPLOAD_CLOSE_DELAY_MS,
    handleClose,
  )

  return (
    <>
      <FileDropZone
        buttonLabel={t`Choose files`}
        onFilesAccepted={(files) => {
          dispatch({ type: 'filesAdded', files })
          setIsDialogOpen(true)
        }}
      />
      <Dialog
        open={isDialogOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) handleClose()
        }}
        title={t`Upload Files`}
        description={t`Each file becomes a health record of this patient and is selected for your report.`}
        size="lg"
        isDismissable={!isRunning}
        hideClose={isRunning}
        // Files chosen just as another dialog closes are not dropped.
        whileClosing="wait"
      >
        <div className={styles.body}>
          <FileDropZone
            buttonLabel={t`Add more files`}
            isCompact
            disabled={isRunning}
            onFilesAccepted={(files) => dispatch({ type: 'filesAdded', files })}
          />
          {state.items.length ? (
            <ul className={styles.items} aria-label={t`Chosen files`}>
              {state.items.map((item) => (
                <UploadItemRow
                  key={item.id}
                  item={item}
                  onRemove={() =>
                    dispatch({ type: 'itemRemoved', id: item.id })
                  }
                />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              <Trans>No files chosen yet.</Trans>
            </p>
          )}
          <div role="status" className={styles.summary}>
            {summary ? <p>{summary}</p> : null}
            {isSlow ? (
              <p className={styles.slow}>
                {i18n._(RECORD_MESSAGES.slowNotice)}
              </p>
            ) : null}
          </div>
        </div>
        <DialogActions>
          <Button
            variant="secondary"
            onClick={handleClose}
            disabled={isRunning}
          >
            <Trans comment="Button: closes the Upload Files dialog">Done</Trans>
          </Button>
          <Button
            onClick={() => void startUpload()}
            isBusy={isRunning}
            disabled={!hasPendingUploads(state)}
          >
            {isRunning ? (
              <Trans comment="Button: while the files are being uploaded">
                Uploading…
              </Trans>
            ) : (
              <Trans comment="Button: uploads the chosen files">Upload</Trans>
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

/** The state of one chosen file, shown beside its name. */
const STATUS_TEXT = {
  pending: msg({
    comment: 'State of a chosen file',
    message: 'Ready to upload',
  }),
  processing: msg({
    comment: 'State of a chosen file: its turn to upload has not come yet',
    message: 'Waiting…',
  }),
  uploading: msg({ comment: 'State of a chosen file', message: 'Uploading…' }),
  success: msg({ comment: 'State of a chosen file', message: 'Uploaded' }),
} as const

/** A file size for people: '850 KB', '1.2 MB'. */
export function formatFileSize(bytes: number, i18n: I18n): string {
  if (bytes < 1024)
    return i18n._(
      msg({ comment: 'A file size in bytes', message: `${bytes} B` }),
    )
  if (bytes < 1024 * 1024) {
    const kilobytes = Math.round(bytes / 1024)
    return i18n._(
      msg({ comment: 'A file size in kilobytes', message: `${kilobytes} KB` }),
    )
  }
  const exact = bytes / (1024 * 1024)
  const megabytes = exact < 10 ? exact.toFixed(1) : Math.round(exact)
  return i18n._(
    msg({ comment: 'A file size in megabytes', message: `${megabytes} MB` }),
  )
}

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  switch (status) {
    case 'uploading':
      return <Spinner size="sm" />
    case 'success':
      return (
        <CircleCheck aria-hidden="true" className={rowStyles.successIcon} />
      )
    case 'error':
      return <CircleAlert aria-hidden="true" className={rowStyles.errorIcon} />
    default:
      return <Clock aria-hidden="true" className={rowStyles.waitIcon} />
  }
}

function UploadItemRow({
  item,
  onRemove,
}: {
  item: UploadItem
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const name = item.file.name
  return (
    <li className={clsx(rowStyles.row, rowStyles[item.status])}>
      <StatusIcon status={item.status} />
      <div className={rowStyles.text}>
        <p className={rowStyles.name}>{item.file.name}</p>
        <p className={rowStyles.status}>
          <span>{formatFileSize(item.file.size, i18n)}</span>
          <span className={rowStyles.state}>
            {item.status === 'error'
              ? item.message
              : i18n._(STATUS_TEXT[item.status])}
          </span>
        </p>
      </div>
      {canRemoveUploadItem(item) ? (
        <IconButton
          label={t`Remove ${name}`}
          icon={<X aria-hidden="true" />}
          size="sm"
          onClick={onRemove}
        />
      ) : null}
    </li>
  )
}
