import { BookOpen } from 'lucide-react'
import { useMemo } from 'react'

import type { Bibliography } from '@/types/bibliography'

import { numberCitations } from '../utils/citation-markers'
import { listReferences } from '../utils/references'

import { CitedContent } from './cited-content'
import { ExpandableSection } from './expandable-section'
import { ReferencesList } from './references-list'

export const REFERENCES_TITLE = 'References'
export const REFERENCES_SUBTITLE = 'Scientific literature cited in this report'

export interface CitedReportProps {
  analysisId: string
  content: string
  bibliography: Bibliography
  /** 1 in the main panel (under its h1), 2 in question panels. */
  headingOffset: 1 | 2
  /** The report's title, which names downloaded reference files. */
  title?: string | null
}

/** A report's content with numbered citations, then its references (expanded). */
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
        <ExpandableSection
          title={REFERENCES_TITLE}
          subtitle={REFERENCES_SUBTITLE}
          icon={<BookOpen aria-hidden="true" />}
          headingLevel={headingOffset === 1 ? 2 : 3}
        >
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
