import { memo, useEffect, useId, useRef, useState } from 'react'

import { useHoverTip } from '../hooks/use-hover-tip'
import {
  displayTitle,
  doiUrl,
  hasRealTitle,
  pubmedUrl,
  scholarUrl,
  type Reference,
} from '../utils/references'

import { HoverTip } from './hover-tip'
import { ReferenceNumber } from './reference-number'
import styles from './references-list.module.css'

export const REFERENCE_NOT_FOUND = 'Reference Not Found'

const readTip = (link: HTMLElement) => link.dataset.tip ?? ''

interface ExternalLinkProps {
  href: string
  tip: string
  describedBy: string
  children: string
}

function ExternalLink({ href, tip, describedBy, children }: ExternalLinkProps) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
        data-tip={tip}
        aria-describedby={describedBy}
      >
        {children}
      </a>
    </li>
  )
}

interface ReferenceItemProps {
  reference: Reference
  isDebugShown: boolean
}

/** Holding Alt over an entry shows where it came from (for support; plain text only). */
function DebugTip({ reference }: { reference: Reference }) {
  const chunks = Object.keys(reference.entry?.citedChunks ?? {})
  return (
    <div role="tooltip" className={styles.debug}>
      PMID {reference.pmid} · documentId {reference.entry?.documentId ?? '—'}
      {' · '}chunks: {chunks.length ? chunks.join(', ') : 'none'}
    </div>
  )
}

const ReferenceItem = memo(function ReferenceItem({
  reference,
  isDebugShown,
}: ReferenceItemProps) {
  const titleId = useId()
  const { entry, pmid, number } = reference
  const title = entry ? displayTitle(entry) : REFERENCE_NOT_FOUND
  return (
    <li className={styles.item} data-pmid={pmid}>
      <ReferenceNumber number={number} />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {entry?.authors.length ? (
          <p className={styles.authors}>{entry.authors.join(', ')}</p>
        ) : null}
        {entry?.biblioInfo ? (
          <p className={styles.meta}>{entry.biblioInfo}</p>
        ) : null}
        <ul className={styles.links}>
          {entry?.doi ? (
            <ExternalLink
              href={doiUrl(entry.doi)}
              tip="Open in DOI"
              describedBy={titleId}
            >
              DOI
            </ExternalLink>
          ) : null}
          <ExternalLink
            href={pubmedUrl(pmid)}
            tip="Open in PubMed"
            describedBy={titleId}
          >
            PubMed
          </ExternalLink>
          {hasRealTitle(entry) ? (
            <ExternalLink
              href={scholarUrl(title)}
              tip="Search in Google Scholar"
              describedBy={titleId}
            >
              Google Scholar
            </ExternalLink>
          ) : null}
        </ul>
      </div>
      {isDebugShown ? <DebugTip reference={reference} /> : null}
    </li>
  )
})

export interface ReferencesListProps {
  references: readonly Reference[]
}

/** SPEC.md §2: numbered entries, sorted by number, with DOI, PubMed and Google Scholar links. */
export function ReferencesList({ references }: ReferencesListProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const tip = useHoverTip(listRef, 'a[data-tip]', readTip)
  const [debugPmid, setDebugPmid] = useState<string | null>(null)

  // Alt held while the pointer rests on an entry shows its debug tip.
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const onMouseMove = (event: MouseEvent) => {
      const item =
        event.altKey && event.target instanceof Element
          ? event.target.closest<HTMLElement>('li[data-pmid]')
          : null
      setDebugPmid(item?.dataset.pmid ?? null)
    }
    const onMouseLeave = () => setDebugPmid(null)
    list.addEventListener('mousemove', onMouseMove)
    list.addEventListener('mouseleave', onMouseLeave)
    return () => {
      list.removeEventListener('mousemove', onMouseMove)
      list.removeEventListener('mouseleave', onMouseLeave)
    }
  }, [])

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label="References">
        {references.map((reference) => (
          <ReferenceItem
            key={reference.pmid}
            reference={reference}
            isDebugShown={debugPmid === reference.pmid}
          />
        ))}
      </ol>
      <HoverTip {...tip} />
    </>
  )
}
