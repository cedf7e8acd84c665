import { memo, useId } from 'react'

import { Button } from '@/components/ui/button'
import type { BibliographyEntry } from '@/types/bibliography'

import type { CopyNotice } from '../hooks/use-copy-citation'
import { formatCitation } from '../utils/citation-text'
import {
  entryTitle,
  doiUrl,
  hasRealTitle,
  pubmedUrl,
  REFERENCE_NOT_FOUND,
  scholarUrl,
} from '../utils/references'

import styles from './reference-entry.module.css'
import { ReferenceNumber, ReferenceSource } from './reference-source'

export interface ReferenceEntryProps {
  pmid: string
  number?: number
  /** Missing when the text cites a PMID the bibliography lacks. */
  entry: BibliographyEntry | undefined
  copyNotice: CopyNotice | null
  isDebugShown: boolean
  /** Never rejects: a failure comes back as the copy notice. */
  onCopy: (pmid: string, citation: string) => Promise<void>
}

export const ReferenceEntry = memo(function ReferenceEntry({
  pmid,
  number,
  entry,
  copyNotice,
  isDebugShown,
  onCopy,
}: ReferenceEntryProps) {
  const titleId = useId()
  const title = entry ? entryTitle(entry) : REFERENCE_NOT_FOUND
  // The name starts with the visible words (WCAG 2.5.3: label in name), then
  // tells one entry's button from the next.
  const copyTarget =
    number !== undefined
      ? `reference ${number}`
      : hasRealTitle(entry)
        ? title
        : `PMID ${pmid}`
  const chunks = Object.keys(entry?.citedChunks ?? {})
  const links = [
    ...(entry?.doi ? [['DOI', doiUrl(entry.doi), 'Open in DOI']] : []),
    ['PubMed', pubmedUrl(pmid), 'Open in PubMed'],
    ...(hasRealTitle(entry)
      ? [['Google Scholar', scholarUrl(title), 'Search in Google Scholar']]
      : []),
  ]
  return (
    <li className={styles.item} data-pmid={pmid}>
      <ReferenceNumber number={number} />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <ReferenceSource entry={entry} />
        <div className={styles.actions}>
          <ul className={styles.links}>
            {links.map(([label, href, tip]) => (
              // Google Scholar is printed not at all (a search is no
              // reference), the others with their address.
              <li
                key={label}
                data-print={label === 'Google Scholar' ? 'hide' : undefined}
              >
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                  data-tip={tip}
                  aria-describedby={titleId}
                  data-print={label === 'Google Scholar' ? undefined : 'url'}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
          {entry ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className={styles.copy}
                aria-label={`Copy citation for ${copyTarget}`}
                aria-describedby={titleId}
                onClick={() => void onCopy(pmid, formatCitation(pmid, entry))}
              >
                Copy citation
              </Button>
              {copyNotice ? (
                <span
                  className={
                    copyNotice.isError ? styles.copyFailed : styles.copied
                  }
                >
                  {copyNotice.message}
                </span>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {isDebugShown ? (
        <div role="tooltip" className={styles.debug}>
          PMID {pmid} · documentId {entry?.documentId ?? '—'}
          {' · '}chunks: {chunks.length ? chunks.join(', ') : 'none'}
        </div>
      ) : null}
    </li>
  )
})
