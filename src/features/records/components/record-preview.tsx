import * as Popover from '@radix-ui/react-popover'
import { Eye } from 'lucide-react'

import { IconButton } from '@/components/ui/icon-button'
import type { MedicalRecord } from '@/types/record'

import { safeThumbnailUrl, textExcerpt } from '../utils/record-preview'

import styles from './record-preview.module.css'

export interface RecordPreviewProps {
  record: MedicalRecord
  title: string
}

/** A look inside a record: its thumbnail (images) or the start of its text, up to 400×360 px. */
export function RecordPreview({ record, title }: RecordPreviewProps) {
  const thumbnail =
    record.recordType === 'image' ? safeThumbnailUrl(record.thumbnailUrl) : null
  const excerpt = textExcerpt(record.content)
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton
          label={`Preview ${title}`}
          icon={<Eye aria-hidden="true" />}
          size="sm"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.preview}
          side="left"
          sideOffset={8}
          collisionPadding={8}
          aria-label={`Preview of ${title}`}
        >
          {thumbnail ? (
            <img
              src={thumbnail}
              alt={`Preview of ${title}`}
              className={styles.thumbnail}
            />
          ) : (
            <p className={styles.excerpt}>
              {excerpt || 'This record has no text to preview.'}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
