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
import { ReferenceNumber } from './reference-number'
import { ReferenceSource } from './reference-source'

interface ExternalLinkProps {
  href: string
  tip: string
  describedBy: string
  /** Printed with its address, or not at all (a search is no reference). */
  print: 'url' | 'hide'
  children: string
}

function ExternalLink({
  href,
  tip,
  describedBy,
  print,
  children,
}: ExternalLinkProps) {
  return (
    <li data-print={print === 'hide' ? 'hide' : undefined}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
        data-tip={tip}
        aria-describedby={describedBy}
        data-print={print === 'url' ? 'url' : undefined}
      >
        {children}
      </a>
    </li>
  )
}

/** Where an entry came from, for support (plain text only). */
function DebugTip({
  pmid,
  entry,
}: {
  pmid: string
  entry: BibliographyEntry | undefined
}) {
  const chunks = Object.keys(entry?.citedChunks ?? {})
  return (
    <div role="tooltip" className={styles.debug}>
      PMID {pmid} · documentId {entry?.documentId ?? '—'}
      {' · '}chunks: {chunks.length ? chunks.join(', ') : 'none'}
    </div>
  )
}

export interface ReferenceEntryProps {
  pmid: string
  /** The display number; entries the text never cites have none. */
  number?: number
  /** Missing when the text cites a PMID the bibliography lacks. */
  entry: BibliographyEntry | undefined
  /** The outcome of copying this entry's citation, shown beside its button while it lasts (the list announces it). */
  copyNotice: CopyNotice | null
  isDebugShown: boolean
  /** Never rejects: a failure comes back as the copy notice. */
  onCopy: (pmid: string, citation: string) => Promise<void>
}

/**
 * One entry of a references list: number, title, authors, journal line,
 * links to DOI, PubMed and Google Scholar, and a button that copies its
 * citation, with the outcome shown beside it.
 */
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
            {entry?.doi ? (
              <ExternalLink
                href={doiUrl(entry.doi)}
                tip="Open in DOI"
                describedBy={titleId}
                print="url"
              >
                DOI
              </ExternalLink>
            ) : null}
            <ExternalLink
              href={pubmedUrl(pmid)}
              tip="Open in PubMed"
              describedBy={titleId}
              print="url"
            >
              PubMed
            </ExternalLink>
            {hasRealTitle(entry) ? (
              <ExternalLink
                href={scholarUrl(title)}
                tip="Search in Google Scholar"
                describedBy={titleId}
                print="hide"
              >
                Google Scholar
              </ExternalLink>
            ) : null}
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
      {isDebugShown ? <DebugTip pmid={pmid} entry={entry} /> : null}
    </li>
  )
})
