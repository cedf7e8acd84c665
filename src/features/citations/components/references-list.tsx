import { Trans, useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { useId, useMemo, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { Button } from '@/components/ui/button'
import { useProgressiveList } from '@/hooks/use-progressive-list'

import { useAltDebugTip } from '../hooks/use-alt-debug-tip'
import { useCopyCitation } from '../hooks/use-copy-citation'
import { downloadTextFile, fileSlug } from '../utils/download'
import { REFERENCE_FORMATS } from '../utils/reference-export'
import type {
  ConsultedEntry,
  Reference,
  ReferenceLists,
} from '../utils/references'

import { HoverTip, useHoverTip } from './hover-tip'
import downloadStyles from './reference-downloads.module.css'
import { ReferenceEntry } from './reference-entry'
import styles from './references-list.module.css'

const readTip = (link: HTMLElement) => link.dataset.tip ?? ''
const subscribeToNothing = () => () => {}
// A report cites hundreds of papers, each entry some forty elements: six of
// them the browser styles and lays out well within a 50 ms task.
const FIRST_ENTRIES = 30
const SLICE_ENTRIES = 6
const byPmid = (entry: { pmid: string }) => entry.pmid
const isCited = (entry: Reference | ConsultedEntry): entry is Reference =>
  'number' in entry

// Outside the report panel, whose status region announces progress; there,
// empty, before any copy, so that what appears is announced.
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
  reportTitle: string | null | undefined
  headingLevel: 3 | 4
}

export function ReferencesList({
  references,
  reportTitle,
  headingLevel,
}: ReferencesListProps) {
  const { t, i18n } = useLingui()
  const rootRef = useRef<HTMLDivElement>(null)
  const tip = useHoverTip(rootRef, 'a[data-tip]', readTip)
  const debugPmid = useAltDebugTip(rootRef)
  const { notice, copy } = useCopyCitation()
  const consultedHeadingId = useId()
  const ConsultedHeading = `h${headingLevel}` as const
  const { cited, consulted } = references
  const entries = useMemo(() => [...cited, ...consulted], [cited, consulted])
  const shown = useProgressiveList(entries, {
    first: FIRST_ENTRIES,
    slice: SLICE_ENTRIES,
    keyOf: byPmid,
  })
  const consultedShown = shown.filter((entry) => !isCited(entry))
  // A file name's words: one word, as a title would become.
  const untitled = fileSlug(
    t({
      comment:
        'File name (without extension) of downloaded references when the report has no title',
      message: 'references',
    }),
  )
  const renderEntry = (reference: Reference | ConsultedEntry) => (
    <ReferenceEntry
      key={reference.pmid}
      pmid={reference.pmid}
      number={isCited(reference) ? reference.number : undefined}
      entry={reference.entry}
      copyNotice={notice?.pmid === reference.pmid ? notice : null}
      isDebugShown={debugPmid === reference.pmid}
      onCopy={copy}
    />
  )

  return (
    <div
      ref={rootRef}
      data-references
      className={styles.references}
      // Its height while not yet laid out: about an entry's each.
      style={{ containIntrinsicSize: `auto ${entries.length * 6}rem` }}
    >
      {cited.length ? (
        <>
          <div className={downloadStyles.downloads}>
            {REFERENCE_FORMATS.map(({ label, extension, mimeType, write }) => (
              <Button
                key={extension}
                variant="secondary"
                size="sm"
                onClick={() =>
                  downloadTextFile(
                    `${fileSlug(reportTitle, untitled)}.${extension}`,
                    write(cited),
                    mimeType,
                  )
                }
              >
                <Download aria-hidden="true" />
                <Trans>Download references ({label})</Trans>
              </Button>
            ))}
          </div>
          <ol
            className={styles.list}
            aria-label={t({
              comment: "Name of a report's list of the papers it cites",
              message: 'References',
            })}
          >
            {shown.filter(isCited).map(renderEntry)}
          </ol>
        </>
      ) : null}
      {consultedShown.length ? (
        <>
          <ConsultedHeading
            id={consultedHeadingId}
            className={styles.consultedHeading}
          >
            <Trans comment="Heading: papers read for the report but not cited in it">
              Also consulted
            </Trans>
          </ConsultedHeading>
          <ul className={styles.list} aria-labelledby={consultedHeadingId}>
            {consultedShown.map(renderEntry)}
          </ul>
        </>
      ) : null}
      <HoverTip {...tip} />
      <CopyAnnouncement message={notice ? i18n._(notice.message) : ''} />
    </div>
  )
}
