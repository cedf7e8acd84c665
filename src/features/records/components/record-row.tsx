import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Popover from '@radix-ui/react-popover'
import { clsx } from 'clsx'
import { formatDistanceToNow } from 'date-fns'
import {
  Eye,
  File,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  Lock,
  NotebookPen,
  Presentation,
  Trash2,
  type LucideIcon,
} from 'lucide-react'
import { memo, useId } from 'react'

import { IconButton } from '@/components/ui/icon-button'
import { Tooltip } from '@/components/ui/tooltip'
import type { MedicalRecord } from '@/types/record'
import { formatTimeAgo } from '@/utils/date-time'

import {
  recordTitle,
  safeThumbnailUrl,
  textExcerpt,
} from '../utils/record-preview'
import { deleteBlockedReason } from '../utils/report-creation'

import badgeStyles from './in-project-badge.module.css'
import previewStyles from './record-preview.module.css'
import styles from './record-row.module.css'

/** Each kind's name and icon; any other kind is a 'File'. */
const KINDS: Record<string, [MessageDescriptor, LucideIcon]> = {
  note: [
    msg({ comment: 'Kind of health record', message: 'Note' }),
    NotebookPen,
  ],
  pdf: [msg({ comment: 'Kind of health record', message: 'PDF' }), FileText],
  docx: [
    msg({ comment: 'Kind of health record', message: 'Document' }),
    FileText,
  ],
  text: [
    msg({ comment: 'Kind of health record', message: 'Text file' }),
    FileText,
  ],
  spreadsheet: [
    msg({ comment: 'Kind of health record', message: 'Spreadsheet' }),
    FileSpreadsheet,
  ],
  presentation: [
    msg({ comment: 'Kind of health record', message: 'Presentation' }),
    Presentation,
  ],
  html: [
    msg({ comment: 'Kind of health record', message: 'Web page' }),
    FileCode,
  ],
  image: [
    msg({ comment: 'Kind of health record', message: 'Image' }),
    FileImage,
  ],
}

const OTHER_KIND: [MessageDescriptor, LucideIcon] = [
  msg({ comment: 'Kind of health record: any other file', message: 'File' }),
  File,
]

/** A record's kind: its name (to translate) and icon. */
export const kindOf = (
  record: MedicalRecord,
): [MessageDescriptor, LucideIcon] =>
  (Object.hasOwn(KINDS, record.recordType) && KINDS[record.recordType]) ||
  OTHER_KIND

/**
 * 'Added 3 days ago' (to translate; the time as date-fns writes it in
 * English, as Intl does in other languages), or null without a readable date.
 */
export function addedText(
  createdAt: string | null | undefined,
  locale: string,
): MessageDescriptor | null {
  const date = createdAt ? new Date(createdAt) : null
  if (!date || Number.isNaN(date.getTime())) return null
  const distance =
    locale === 'en' || locale === 'pseudo'
      ? formatDistanceToNow(date, { addSuffix: true })
      : formatTimeAgo(date, locale)
  return msg({
    comment: "When a health record was added; {distance} is like '3 days ago'",
    message: `Added ${distance}`,
  })
}

/** Marks a record that is part of the project's report, so it cannot be unselected. */
export function InProjectBadge() {
  return (
    <span className={badgeStyles.badge}>
      <Lock aria-hidden="true" />
      <Trans comment="Badge: the record is part of this project's report">
        In this project
      </Trans>
    </span>
  )
}

function RecordPreview({
  record,
  title,
}: {
  record: MedicalRecord
  title: string
}) {
  const { t } = useLingui()
  const thumbnail =
    record.recordType === 'image' ? safeThumbnailUrl(record.thumbnailUrl) : null
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton
          label={t`Preview ${title}`}
          icon={<Eye aria-hidden="true" />}
          size="sm"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={previewStyles.preview}
          side="left"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t`Preview of ${title}`}
        >
          {thumbnail ? (
            <img
              src={thumbnail}
              alt={t`Preview of ${title}`}
              className={previewStyles.thumbnail}
            />
          ) : (
            <p className={previewStyles.excerpt}>
              {textExcerpt(record.content) ||
                t`This record has no text to preview.`}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

export interface RecordRowProps {
  record: MedicalRecord
  isSelected: boolean
  /** Part of the project: always selected. */
  isLocked: boolean
  /** These three stay the same from render to render, so a pick re-renders one row. */
  onSelectedChange: (recordId: string, isSelected: boolean) => void
  onLockedToggle: () => void
  onDeleteRequest: (record: MedicalRecord) => void
}

export const RecordRow = memo(function RecordRow({
  record,
  isSelected,
  isLocked,
  onSelectedChange,
  onLockedToggle,
  onDeleteRequest,
}: RecordRowProps) {
  const { t, i18n } = useLingui()
  const checkboxId = useId()
  const metaId = `${checkboxId}-meta`
  const blockedId = `${checkboxId}-blocked`
  const title = recordTitle(record)
  const added = addedText(record.createdAt, i18n.locale)
  const blockedReason = deleteBlockedReason(record, isSelected)
  const [kindName, KindIcon] = kindOf(record)
  const deleteButton = (
    <IconButton
      label={t`Delete ${title}`}
      icon={<Trash2 aria-hidden="true" />}
      size="sm"
      aria-disabled={blockedReason ? 'true' : undefined}
      aria-describedby={blockedReason ? blockedId : undefined}
      className={blockedReason ? styles.deleteBlocked : styles.delete}
      onClick={blockedReason ? undefined : () => onDeleteRequest(record)}
    />
  )

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
          isLocked
            ? onLockedToggle()
            : onSelectedChange(record.id, event.target.checked)
        }
      />
      <KindIcon aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <label htmlFor={checkboxId} className={styles.title}>
          <bdi>{title}</bdi>
        </label>
        <p id={metaId} className={styles.meta}>
          <span>{t(kindName)}</span>
          {added ? (
            <time dateTime={record.createdAt ?? undefined}>{t(added)}</time>
          ) : null}
          {isLocked ? <InProjectBadge /> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <RecordPreview record={record} title={title} />
        {blockedReason ? (
          <>
            <Tooltip content={blockedReason}>{deleteButton}</Tooltip>
            <span id={blockedId} className="visually-hidden">
              {blockedReason}
            </span>
          </>
        ) : (
          deleteButton
        )}
      </div>
    </li>
  )
})
