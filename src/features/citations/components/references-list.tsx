import { useId, useMemo, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { useProgressiveList } from '@/hooks/use-progressive-list'

import { useAltDebugTip } from '../hooks/use-alt-debug-tip'
import { useCopyCitation } from '../hooks/use-copy-citation'
import { useHoverTip } from '../hooks/use-hover-tip'
import type {
  ConsultedEntry,
  Reference,
  ReferenceLists,
} from '../utils/references'

import { HoverTip } from './hover-tip'
import { ReferenceDownloads } from './reference-downloads'
import { ReferenceEntry } from './reference-entry'
import styles from './references-list.module.css'

const ALSO_CONSULTED = 'Also consulted'

const readTip = (link: HTMLElement) => link.dataset.tip ?? ''

const subscribeToNothing = () => () => {}

/**
 * Entries the first render shows at once, then each later slice: a report
 * cites hundreds of papers, and each entry is several links and a button,
 * some forty elements: six of them the browser styles and lays out well
 * within a 50 ms task.
 */
const FIRST_ENTRIES = 30
const SLICE_ENTRIES = 6
const byPmid = (entry: { pmid: string }) => entry.pmid
const isCited = (entry: Reference | ConsultedEntry): entry is Reference =>
  'number' in entry
const isConsulted = (
  entry: Reference | ConsultedEntry,
): entry is ConsultedEntry => !('number' in entry)

/**
 * The live region that reads out the outcome of a copy. It sits at the end
 * of the page, outside the report panel, whose own status region announces
 * the analysis' progress; it is there, empty, before anything is copied, so
 * screen readers announce what appears in it. Nothing on the server.
 */
function CopyAnnouncement({ message }: { message: string }) {
  const isClient = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  if (!isClient) return null
  return createPortal(
    <div role="status" className="visually-hidden">
      {message}
    </div>,
    document.body,
  )
}

export interface ReferencesListProps {
  references: ReferenceLists
  /** The report's title, which names the downloaded files. */
  reportTitle: string | null | undefined
  /** The level of the 'Also consulted' heading, one below the list's own. */
  headingLevel: 3 | 4
}

/**
 * A report's references: the cited ones numbered and sorted by number, with
 * DOI, PubMed and Google Scholar links and a copy button each, and buttons
 * that download them all; then, unnumbered under their own heading, the
 * bibliography entries the text never cites. Holding Alt over or inside an
 * entry shows a debug tip when the configuration enables debugging.
 */
export function ReferencesList({
  references,
  reportTitle,
  headingLevel,
}: ReferencesListProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const tip = useHoverTip(rootRef, 'a[data-tip]', readTip)
  const debugPmid = useAltDebugTip(rootRef)
  const { notice, copy } = useCopyCitation()
  const consultedHeadingId = useId()
  const ConsultedHeading = `h${headingLevel}` as const
  const { cited, consulted } = references
  // Cited entries first, then the consulted ones, a slice at a time.
  const entries = useMemo(() => [...cited, ...consulted], [cited, consulted])
  const shown = useProgressiveList(entries, {
    first: FIRST_ENTRIES,
    slice: SLICE_ENTRIES,
    keyOf: byPmid,
  })
  const citedShown = shown.filter(isCited)
  const consultedShown = shown.filter(isConsulted)

  return (
    <div ref={rootRef} data-references>
      {cited.length ? (
        <>
          <ReferenceDownloads references={cited} reportTitle={reportTitle} />
          <ol className={styles.list} aria-label="References">
            {citedShown.map(({ pmid, number, entry }) => (
              <ReferenceEntry
                key={pmid}
                pmid={pmid}
                number={number}
                entry={entry}
                copyNotice={notice?.pmid === pmid ? notice : null}
                isDebugShown={debugPmid === pmid}
                onCopy={copy}
              />
            ))}
          </ol>
        </>
      ) : null}
      {consultedShown.length ? (
        <>
          <ConsultedHeading
            id={consultedHeadingId}
            className={styles.consultedHeading}
          >
            {ALSO_CONSULTED}
          </ConsultedHeading>
          <ul className={styles.list} aria-labelledby={consultedHeadingId}>
            {consultedShown.map(({ pmid, entry }) => (
              <ReferenceEntry
                key={pmid}
                pmid={pmid}
                entry={entry}
                copyNotice={notice?.pmid === pmid ? notice : null}
                isDebugShown={debugPmid === pmid}
                onCopy={copy}
              />
            ))}
          </ul>
        </>
      ) : null}
      <HoverTip {...tip} />
      <CopyAnnouncement message={notice?.message ?? ''} />
    </div>
  )
}
