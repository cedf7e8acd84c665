import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BookOpen, ChevronDown } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'

import type { Bibliography } from '@/types/bibliography'

import { numberCitations } from '../utils/citation-markers'
import { listReferences } from '../utils/references'

import { CitedContent } from './cited-content'
import styles from './expandable-section.module.css'
import { ReferencesList } from './references-list'

export const REFERENCES_TITLE = msg({
  comment: "Heading of a report's list of the papers it cites",
  message: 'References',
})
export const REFERENCES_SUBTITLE = msg`Scientific literature cited in this report`

function ExpandableSection({
  Heading,
  children,
}: {
  Heading: 'h2' | 'h3'
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const subtitleId = useId()
  const contentId = useId()
  const [isOpen, setIsOpen] = useState(true)
  return (
    <div className={styles.section}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          data-state={isOpen ? 'open' : 'closed'}
          data-print="text"
          aria-expanded={isOpen}
          aria-controls={contentId}
          aria-describedby={subtitleId}
          onClick={() => setIsOpen(!isOpen)}
        >
          <span className={styles.icon}>
            <BookOpen aria-hidden="true" />
          </span>
          <span className={styles.title}>{i18n._(REFERENCES_TITLE)}</span>
          <ChevronDown
            className={`${styles.chevron} mirror-in-rtl`}
            aria-hidden="true"
          />
        </button>
      </Heading>
      <p id={subtitleId} className={styles.subtitle}>
        {i18n._(REFERENCES_SUBTITLE)}
      </p>
      {/* Kept in the page when collapsed, so a printed report always has its
          references; nothing is measured as it appears. */}
      <div
        id={contentId}
        className={styles.content}
        hidden={!isOpen}
        data-print="show"
      >
        {children}
      </div>
    </div>
  )
}

export interface CitedReportProps {
  analysisId: string
  content: string
  bibliography: Bibliography
  /** 1 in the main panel (under its h1), 2 in question panels. */
  headingOffset: 1 | 2
  title?: string | null
}

export function CitedReport({
  analysisId,
  content,
  bibliography,
  headingOffset,
  title,
}: CitedReportProps) {
  const numbers = useMemo(() => numberCitations(content), [content])
  const references = useMemo(
    () => listReferences(numbers, bibliography),
    [numbers, bibliography],
  )
  return (
    <>
      <CitedContent
        analysisId={analysisId}
        content={content}
        bibliography={bibliography}
        numbers={numbers}
        headingOffset={headingOffset}
      />
      {references.cited.length || references.consulted.length ? (
        <ExpandableSection Heading={headingOffset === 1 ? 'h2' : 'h3'}>
          <ReferencesList
            references={references}
            reportTitle={title}
            headingLevel={headingOffset === 1 ? 3 : 4}
          />
        </ExpandableSection>
      ) : null}
    </>
  )
}
