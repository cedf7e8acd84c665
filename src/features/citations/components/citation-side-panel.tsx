import { PanelRightClose, PanelRightOpen, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef } from 'react'

import { IconButton } from '@/components/ui/icon-button'
import { listen } from '@/lib/listen'
import {
  sidePanelClosed,
  sidePanelToggled,
  useIsSidePanelOpen,
  useSidePanel,
} from '@/stores/panels-store'
import type { Bibliography } from '@/types/bibliography'

import { numberCitations } from '../utils/citation-markers'
import { listReferences } from '../utils/references'

import { CitationDetails } from './citation-details'
import styles from './citation-side-panel.module.css'
import { REFERENCES_SUBTITLE, REFERENCES_TITLE } from './cited-report'
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

// Escape belongs to a dialog or menu when one is open.
const POPUP =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'

/** Focus moves into the panel as it opens and back (to the marker) as it closes. */
export function CitationSidePanel({ analysis }: CitationSidePanelProps) {
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
    headingRef.current?.focus()
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
          <PanelRightOpen aria-hidden="true" />
          {isReferences ? 'Show references' : 'Show citation'}
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
            {isReferences ? REFERENCES_TITLE : 'Citation'}
          </h2>
          <IconButton
            label="Hide panel"
            icon={<PanelRightClose aria-hidden="true" />}
            aria-expanded="true"
            aria-controls={panelId}
            onClick={sidePanelToggled}
          />
          <IconButton
            label="Close panel"
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
              <p className={styles.subtitle}>{REFERENCES_SUBTITLE}</p>
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
