import { Download } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { downloadTextFile, fileSlug } from '../utils/download'
import {
  REFERENCE_FORMATS,
  type ReferenceFormat,
} from '../utils/reference-export'
import type { Reference } from '../utils/references'

import styles from './reference-downloads.module.css'

const FORMATS: ReferenceFormat[] = ['ris', 'bibtex']

export interface ReferenceDownloadsProps {
  /** The cited references, in display order. */
  references: readonly Reference[]
  /** Names the files; 'references' when there is none. */
  reportTitle: string | null | undefined
}

/** Saves a report's cited references as an RIS or a BibTeX file. */
export function ReferenceDownloads({
  references,
  reportTitle,
}: ReferenceDownloadsProps) {
  const download = (format: ReferenceFormat) => {
    const { extension, mimeType, write } = REFERENCE_FORMATS[format]
    downloadTextFile(
      `${fileSlug(reportTitle)}.${extension}`,
      write(references),
      mimeType,
    )
  }
  return (
    <div className={styles.downloads}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          onClick={() => download(format)}
        >
          <Download aria-hidden="true" />
          Download references ({REFERENCE_FORMATS[format].label})
        </Button>
      ))}
    </div>
  )
}
