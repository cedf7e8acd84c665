import { Trans, useLingui } from '@lingui/react/macro'
import { PanelRightClose, PanelRightOpen, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef } from 'react'

import { IconButton } from '@/components/ui/icon-button'
import { getConfig } from '@/lib/config'
import { listen } from '@/lib/listen'
import {
  sidePanelClosed,
  sidePanelToggled,
  useIsSidePanelOpen,
  useSidePanel,
} from '@/stores/panels-store'
import type { Bibliography, BibliographyEntry } from '@/types/bibliography'

import { numberCitations } from '../utils/citation-markers'
import {
  doiUrl,
  entryTitle,
  excerptParagraphs,
  listReferences,
  pubmedUrl,
  REFERENCE_NOT_FOUND,
} from '../utils/references'

import detailStyles from './citation-details.module.css'
import styles from './citation-side-panel.module.css'
import { REFERENCES_SUBTITLE, REFERENCES_TITLE } from './cited-report'
import { ReferenceNumber, ReferenceSource } from './reference-source'
import { ReferencesList } from './references-list'

export interface CitationSidePanelProps {
  analysis:
    | {
        title?: string | null
        content?: string | null
        bibliography: Bibliography
      }
    | undefined
}

function CitationDetails({
  pmid,
  citationKey,
  number,
  entry,
}: {
  pmid: string
  /** The marker without brackets: the key of the cited excerpt. */
  citationKey: string
  number: number | undefined
  entry: BibliographyEntry | undefined
}) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const excerptId = useId()
  if (!entry) {
    return (
      <div className={detailStyles.details}>
        <div className={detailStyles.titleRow}>
          <ReferenceNumber number={number} />
          <h3 className={detailStyles.title}>{i18n._(REFERENCE_NOT_FOUND)}</h3>
        </div>
        <p>
          <Trans>The requested bibliography entry could not be loaded.</Trans>
        </p>
      </div>
    )
  }
  const paragraphs = excerptParagraphs(entry.citedChunks[citationKey]?.content)
  // The paper's words, in the report's language.
  const content = { lang: getConfig().contentLanguage, dir: 'auto' } as const
  return (
    <article className={detailStyles.details} aria-labelledby={titleId}>
      <div className={detailStyles.titleRow}>
        <ReferenceNumber number={number} />
        <h3 id={titleId} className={detailStyles.title} {...content}>
          {entryTitle(entry)}
        </h3>
      </div>
      <div {...content}>
        <ReferenceSource entry={entry} />
      </div>
      <ul className={detailStyles.links}>
        {[
          [
            t({ comment: 'Link to the paper on PubMed', message: 'PubMed' }),
            pubmedUrl(pmid),
          ],
          ...(entry.doi
            ? [
                [
                  t({
                    comment:
                      'Link to the paper by its DOI (Digital Object Identifier)',
                    message: 'DOI',
                  }),
                  doiUrl(entry.doi),
                ],
              ]
            : []),
        ].map(([label, href]) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
      </ul>
      <section className={detailStyles.excerpt} aria-labelledby={excerptId}>
        <h4 id={excerptId} className={detailStyles.excerptHeading}>
          <Trans>Excerpt from the paper</Trans>
        </h4>
        {paragraphs.length ? (
          paragraphs.map((paragraph, index) => (
            <p key={index} {...content}>
              {paragraph}
            </p>
          ))
        ) : (
          <p className={detailStyles.meta}>
            <Trans>No excerpt is available for this citation.</Trans>
          </p>
        )}
      </section>
    </article>
  )
}

// Escape belongs to a dialog or menu when one is open.
const POPUP =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'

export function CitationSidePanel({ analysis }: CitationSidePanelProps) {
  const { t, i18n } = useLingui()
  const sidePanel = useSidePanel()
  const isOpen = useIsSidePanelOpen()
  const panelId = useId()
  const headingId = useId()
  const asideRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const key =
    sidePanel?.content === 'bibliography'
      ? `${sidePanel.analysisId}:${sidePanel.citationKey}`
      : `${sidePanel?.analysisId}:references`

  const numbers = useMemo(
    () => numberCitations(analysis?.content),
    [analysis?.content],
  )

  useEffect(() => {
    if (!isOpen) return
    const active = document.activeElement
    if (active instanceof HTMLElement && !asideRef.current?.contains(active)) {
      returnFocusTo.current = active
    }
    // In the frame that lays the panel out rather than in the press: focus
    // lays the page out first, and a report of a thousand citations is long.
    const frame = requestAnimationFrame(() => headingRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [isOpen, key])

  useEffect(() => {
    if (isOpen) return
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (target?.isConnected) target.focus()
  }, [isOpen])

  useEffect(() => {
    if (!isOpen) return
    return listen(document, {
      keydown: (event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        if (event.target instanceof Element && event.target.closest(POPUP))
          return
        sidePanelClosed()
      },
    })
  }, [isOpen])

  if (!sidePanel) return null
  const isReferences = sidePanel.content === 'references'

  return (
    <>
      {isOpen ? null : (
        <button
          type="button"
          className={styles.reopen}
          data-print="hide"
          aria-expanded="false"
          aria-controls={panelId}
          onClick={sidePanelToggled}
        >
          <PanelRightOpen aria-hidden="true" className="mirror-in-rtl" />
          {isReferences ? (
            <Trans>Show references</Trans>
          ) : (
            <Trans>Show citation</Trans>
          )}
        </button>
      )}
      <aside
        ref={asideRef}
        id={panelId}
        className={styles.sidePanel}
        aria-labelledby={headingId}
        hidden={!isOpen}
        data-side-panel
        data-print="hide"
      >
        <header className={styles.header}>
          <h2
            ref={headingRef}
            id={headingId}
            className={styles.heading}
            tabIndex={-1}
          >
            {isReferences
              ? i18n._(REFERENCES_TITLE)
              : t({
                  comment: 'Heading of the side panel showing one cited paper',
                  message: 'Citation',
                })}
          </h2>
          <IconButton
            label={t`Hide panel`}
            icon={
              <PanelRightClose aria-hidden="true" className="mirror-in-rtl" />
            }
            aria-expanded="true"
            aria-controls={panelId}
            onClick={sidePanelToggled}
          />
          <IconButton
            label={t`Close panel`}
            icon={<X aria-hidden="true" />}
            onClick={sidePanelClosed}
          />
        </header>
        <div className={styles.body}>
          {sidePanel.content === 'bibliography' ? (
            <CitationDetails
              pmid={sidePanel.pmid}
              citationKey={sidePanel.citationKey}
              number={numbers.get(sidePanel.pmid)}
              entry={analysis?.bibliography[sidePanel.pmid]}
            />
          ) : (
            <>
              <p className={styles.subtitle}>{i18n._(REFERENCES_SUBTITLE)}</p>
              <ReferencesList
                references={listReferences(
                  numbers,
                  analysis?.bibliography ?? {},
                )}
                reportTitle={analysis?.title}
                headingLevel={3}
              />
            </>
          )}
        </div>
      </aside>
    </>
  )
}
