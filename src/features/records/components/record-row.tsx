import { clsx } from 'clsx'
import { formatDistanceToNow } from 'date-fns'
import { Trash2 } from 'lucide-react'
import { useId } from 'react'

import { IconButton } from '@/components/ui/icon-button'
import { Tooltip } from '@/components/ui/tooltip'
import type { MedicalRecord } from '@/types/record'

import { recordKindLabel, recordTitle } from '../utils/record-preview'
import { deleteBlockedReason } from '../utils/report-creation'

import { InProjectBadge } from './in-project-badge'
import { RecordKindIcon } from './record-kind-icon'
import { RecordPreview } from './record-preview'
import styles from './record-row.module.css'

export interface RecordRowProps {
  record: MedicalRecord
  isSelected: boolean
  /** Part of the project: always selected. */
  isLocked: boolean
  onSelectedChange: (isSelected: boolean) => void
  onLockedToggle: () => void
  onDeleteRequest: () => void
}

function addedText(createdAt: string | null | undefined) {
  const date = createdAt ? new Date(createdAt) : null
  if (!date || Number.isNaN(date.getTime())) return null
  return `Added ${formatDistanceToNow(date, { addSuffix: true })}`
}

export function RecordRow({
  record,
  isSelected,
  isLocked,
  onSelectedChange,
  onLockedToggle,
  onDeleteRequest,
}: RecordRowProps) {
  const checkboxId = useId()
  const metaId = `${checkboxId}-meta`
  const blockedId = `${checkboxId}-blocked`
  const title = recordTitle(record)
  const added = addedText(record.createdAt)
  const blockedReason = deleteBlockedReason(record, isSelected)

  return (
    <li className={clsx(styles.row, isSelected && styles.selected)}>
      <input
        id={checkboxId}
        type="checkbox"
        className={styles.checkbox}
        checked={isSelected}
        aria-disabled={isLocked || undefined}
        aria-describedby={metaId}
        onChange={(event) =>
          isLocked ? onLockedToggle() : onSelectedChange(event.target.checked)
        }
      />
      <RecordKindIcon recordType={record.recordType} className={styles.icon} />
      <div className={styles.text}>
        <label htmlFor={checkboxId} className={styles.title}>
          {title}
        </label>
        <p id={metaId} className={styles.meta}>
          <span>{recordKindLabel(record.recordType)}</span>
          {added ? <span>{added}</span> : null}
          {isLocked ? <InProjectBadge /> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <RecordPreview record={record} title={title} />
        {blockedReason ? (
          <Tooltip content={blockedReason}>
            <IconButton
              label={`Delete ${title}`}
              icon={<Trash2 aria-hidden="true" />}
              size="sm"
              aria-disabled="true"
              aria-describedby={blockedId}
              className={styles.deleteBlocked}
            />
          </Tooltip>
        ) : (
          <IconButton
            label={`Delete ${title}`}
            icon={<Trash2 aria-hidden="true" />}
            size="sm"
            className={styles.delete}
            onClick={onDeleteRequest}
          />
        )}
        {blockedReason ? (
          <span id={blockedId} className="visually-hidden">
            {blockedReason}
          </span>
        ) : null}
      </div>
    </li>
  )
}
