import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'

import { Button } from '@/components/ui/button'

import { ACCEPT_ATTRIBUTE, isAcceptedFileName } from '../utils/accepted-files'

import styles from './file-drop-zone.module.css'

export interface FileDropZoneProps {
  onFilesAccepted: (files: File[]) => void
  buttonLabel: string
  isCompact?: boolean
  disabled?: boolean
}

/** Drag-and-drop plus a picker button (the keyboard way in); files of a type the API does not read are refused by name. */
export function FileDropZone({
  onFilesAccepted,
  buttonLabel,
  isCompact = false,
  disabled = false,
}: FileDropZoneProps) {
  const { t } = useLingui()
  // The names of the files refused; their messages follow the language.
  const [refused, setRefused] = useState<string[]>([])
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
    validator: ({ name: fileName }) =>
      isAcceptedFileName(fileName)
        ? null
        : {
            code: 'unsupported-file-type',
            message: t`"${fileName}" cannot be uploaded: this type of file is not supported.`,
          },
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      setRefused(rejections.map(({ file }) => file.name))
      if (accepted.length) onFilesAccepted(accepted)
    },
  })

  return (
    <div className={styles.wrapper}>
      <div
        {...getRootProps({
          className: clsx(
            styles.zone,
            isCompact && styles.compact,
            isDragActive && styles.active,
          ),
        })}
      >
        <input
          {...getInputProps({ accept: ACCEPT_ATTRIBUTE })}
          aria-label={t`Files to upload`}
        />
        <Upload aria-hidden="true" className={styles.icon} />
        <p className={styles.text}>
          {isDragActive ? (
            <Trans>Drop the files here</Trans>
          ) : (
            <Trans comment="Followed by the button that opens the file picker">
              Drag and drop files here, or
            </Trans>
          )}
        </p>
        <Button variant="secondary" onClick={open} disabled={disabled}>
          {buttonLabel}
        </Button>
        {isCompact ? null : (
          <p className={styles.formats}>
            <Trans>
              PDF, Word, PowerPoint, Excel, OpenDocument, text, CSV, Markdown,
              HTML and image files (JPG, PNG, GIF, BMP, TIFF, WebP), up to 50 MB
              each.
            </Trans>
          </p>
        )}
      </div>
      {refused.length ? (
        <ul className={styles.refused} role="alert">
          {refused.map((fileName) => (
            <li key={fileName}>
              {t`"${fileName}" cannot be uploaded: this type of file is not supported.`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
