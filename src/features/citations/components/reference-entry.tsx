import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useId } from 'react'

import { Button } from '@/components/ui/button'
import { getConfig } from '@/lib/config'
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
  const { t, i18n } = useLingui()
  const titleId = useId()
  const title = entry ? entryTitle(entry) : i18n._(REFERENCE_NOT_FOUND)
  // The name starts with the visible words (WCAG 2.5.3: label in name), then
  // tells one entry's button from the next.
  const copyLabel =
    number !== undefined
      ? t({
          comment: "Name of the 'Copy citation' button; starts with its words",
          message: `Copy citation for reference ${number}`,
        })
      : hasRealTitle(entry)
        ? t({
            comment:
              "Name of the 'Copy citation' button; starts with its words",
            message: `Copy citation for ${title}`,
          })
        : t({
            comment:
              "Name of the 'Copy citation' button; starts with its words",
            message: `Copy citation for PMID ${pmid}`,
          })
  const chunks = Object.keys(entry?.citedChunks ?? {})
  // Google Scholar is printed not at all (a search is no reference), the
  // others with their address.
  const links = [
    ...(entry?.doi
      ? [
          {
            label: t({
              comment:
                'Link to the paper by its DOI (Digital Object Identifier)',
              message: 'DOI',
            }),
            href: doiUrl(entry.doi),
            tip: t`Open in DOI`,
            isPrinted: true,
          },
        ]
      : []),
    {
      label: t({ comment: 'Link to the paper on PubMed', message: 'PubMed' }),
      href: pubmedUrl(pmid),
      tip: t`Open in PubMed`,
      isPrinted: true,
    },
    ...(hasRealTitle(entry)
      ? [
          {
            label: t({
              comment: 'Link that searches Google Scholar for the paper',
              message: 'Google Scholar',
            }),
            href: scholarUrl(title),
            tip: t`Search in Google Scholar`,
            isPrinted: false,
          },
        ]
      : []),
  ]
  const documentId = entry?.documentId ?? '—'
  const chunkList = chunks.length
    ? chunks.join(', ')
    : t({ comment: 'Debug readout: no excerpts cited', message: 'none' })
  return (
    <li className={styles.item} data-pmid={pmid}>
      <ReferenceNumber number={number} />
      <div className={styles.body}>
        {/* The paper's words, in the report's language. */}
        <div lang={entry ? getConfig().contentLanguage : undefined} dir="auto">
          <p id={titleId} className={styles.title}>
            {title}
          </p>
          <ReferenceSource entry={entry} />
        </div>
        <div className={styles.actions}>
          <ul className={styles.links}>
            {links.map(({ label, href, tip, isPrinted }) => (
              <li key={href} data-print={isPrinted ? undefined : 'hide'}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                  data-tip={tip}
                  aria-describedby={titleId}
                  data-print={isPrinted ? 'url' : undefined}
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
                aria-label={copyLabel}
                aria-describedby={titleId}
                onClick={() => void onCopy(pmid, formatCitation(pmid, entry))}
              >
                <Trans comment="Button">Copy citation</Trans>
              </Button>
              {copyNotice ? (
                <span
                  className={
                    copyNotice.isError ? styles.copyFailed : styles.copied
                  }
                >
                  {i18n._(copyNotice.message)}
                </span>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {isDebugShown ? (
        <div role="tooltip" className={styles.debug}>
          {t({
            comment:
              "Debug readout (debug configured, Alt held); PMID, documentId and chunks name the API's fields",
            message: `PMID ${pmid} · documentId ${documentId} · chunks: ${chunkList}`,
          })}
        </div>
      ) : null}
    </li>
  )
})
