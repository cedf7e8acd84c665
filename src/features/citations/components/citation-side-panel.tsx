import { PanelRightClose, PanelRightOpen, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef } from 'react'

import { IconButton } from '@/components/ui/icon-button'
import {
  sidePanelClosed,
  sidePanelToggled,
  useIsSidePanelOpen,
  useSidePanel,
  type SidePanel,
} from '@/stores/panels-store'
import type { Bibliography } from '@/types/bibliography'

import { numberCitations } from '../utils/citation-markers'
import { listReferences } from '../utils/references'

import { CitationDetails } from './citation-details'
import styles from './citation-side-panel.module.css'
import { REFERENCES_SUBTITLE, REFERENCES_TITLE } from './cited-report'
import { ReferencesList } from './references-list'

export interface CitationSidePanelProps {
  /** The analysis the side panel shows a citation or the references of. */
  analysis:
    | {
        title?: string | null
        content?: string | null
        bibliography: Bibliography
      }
    | undefined
}

const contentKey = (panel: SidePanel | null) =>
  panel?.content === 'bibliography'
    ? `${panel.analysisId}:${panel.citationKey}`
    : `${panel?.analysisId}:references`

// Escape belongs to a dialog or menu when one is open.
const isInsidePopup = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest(
    '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
  )

/**
 * The right side panel, showing one citation or the reference
 * list. Focus moves into it when it opens and back where it was (the
 * marker) when it closes; Escape closes it; it can be hidden and shown again.
 */
export function CitationSidePanel({ analysis }: CitationSidePanelProps) {
  const sidePanel = useSidePanel()
  const isOpen = useIsSidePanelOpen()
  const panelId = useId()
  const headingId = useId()
  const asideRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const key = contentKey(sidePanel)

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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (isInsidePopup(event.target)) return
      sidePanelClosed()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
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
