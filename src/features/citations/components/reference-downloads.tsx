import { Download } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { downloadTextFile, fileSlug } from '../utils/download'
import { REFERENCE_FORMATS } from '../utils/reference-export'
import type { Reference } from '../utils/references'

import styles from './reference-downloads.module.css'

export interface ReferenceDownloadsProps {
  /** The cited references, in display order. */
  references: readonly Reference[]
  reportTitle: string | null | undefined
}

/** Saves a report's cited references as an RIS or a BibTeX file named after the report. */
export function ReferenceDownloads({
  references,
  reportTitle,
}: ReferenceDownloadsProps) {
  return (
    <div className={styles.downloads}>
      {REFERENCE_FORMATS.map(({ label, extension, mimeType, write }) => (
        <Button
          key={extension}
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadTextFile(
              `${fileSlug(reportTitle)}.${extension}`,
              write(references),
              mimeType,
            )
          }
        >
          <Download aria-hidden="true" />
          Download references ({label})
        </Button>
      ))}
    </div>
  )
}
