import { useId } from 'react'

import type { BibliographyEntry } from '@/types/bibliography'

import {
  entryTitle,
  doiUrl,
  excerptParagraphs,
  pubmedUrl,
  REFERENCE_NOT_FOUND,
} from '../utils/references'

import styles from './citation-details.module.css'
import { ReferenceNumber, ReferenceSource } from './reference-source'

export interface CitationDetailsProps {
  pmid: string
  /** The marker without brackets: the key of the cited excerpt. */
  citationKey: string
  number: number | undefined
  entry: BibliographyEntry | undefined
}

/** One citation, with its paper's details and the excerpt cited. */
export function CitationDetails({
  pmid,
  citationKey,
  number,
  entry,
}: CitationDetailsProps) {
  const titleId = useId()
  const excerptId = useId()
  if (!entry) {
    return (
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <ReferenceNumber number={number} />
          <h3 className={styles.title}>{REFERENCE_NOT_FOUND}</h3>
        </div>
        <p>The requested bibliography entry could not be loaded.</p>
      </div>
    )
  }
  const paragraphs = excerptParagraphs(entry.citedChunks[citationKey]?.content)
  return (
    <article className={styles.details} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <ReferenceNumber number={number} />
        <h3 id={titleId} className={styles.title}>
          {entryTitle(entry)}
        </h3>
      </div>
      <ReferenceSource entry={entry} />
      <ul className={styles.links}>
        <li>
          <a href={pubmedUrl(pmid)} target="_blank" rel="noopener noreferrer">
            PubMed
          </a>
        </li>
        {entry.doi ? (
          <li>
            <a
              href={doiUrl(entry.doi)}
              target="_blank"
              rel="noopener noreferrer"
            >
              DOI
            </a>
          </li>
        ) : null}
      </ul>
      <section className={styles.excerpt} aria-labelledby={excerptId}>
        <h4 id={excerptId} className={styles.excerptHeading}>
          Excerpt from the paper
        </h4>
        {paragraphs.length ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className={styles.meta}>
            No excerpt is available for this citation.
          </p>
        )}
      </section>
    </article>
  )
}
