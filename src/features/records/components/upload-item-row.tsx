import { clsx } from 'clsx'
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react'

import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'

import { formatFileSize } from '../utils/file-size'
import { canRemoveUploadItem, type UploadItem } from '../utils/upload-items'

import styles from './upload-item-row.module.css'

const STATUS_TEXT = {
  pending: 'Ready to upload',
  processing: 'Waiting…',
  uploading: 'Uploading…',
  success: 'Uploaded',
} as const

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  switch (status) {
    case 'uploading':
      return <Spinner size="sm" />
    case 'success':
      return <CircleCheck aria-hidden="true" className={styles.successIcon} />
    case 'error':
      return <CircleAlert aria-hidden="true" className={styles.errorIcon} />
    default:
      return <Clock aria-hidden="true" className={styles.waitIcon} />
  }
}

export interface UploadItemRowProps {
  item: UploadItem
  onRemove: () => void
}

/** One file of the Upload Files dialog: name, size, state and, when allowed, Remove. */
export function UploadItemRow({ item, onRemove }: UploadItemRowProps) {
  return (
    <li className={clsx(styles.row, styles[item.status])}>
      <StatusIcon status={item.status} />
      <div className={styles.text}>
        <p className={styles.name}>{item.file.name}</p>
        <p className={styles.status}>
          <span>{formatFileSize(item.file.size)}</span>
          <span className={styles.state}>
            {item.status === 'error' ? item.message : STATUS_TEXT[item.status]}
          </span>
        </p>
      </div>
      {canRemoveUploadItem(item) ? (
        <IconButton
          label={`Remove ${item.file.name}`}
          icon={<X aria-hidden="true" />}
          size="sm"
          onClick={onRemove}
        />
      ) : null}
    </li>
  )
}
