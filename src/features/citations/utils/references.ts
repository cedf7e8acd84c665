import { msg } from '@lingui/core/macro'

import type { Bibliography, BibliographyEntry } from '@/types/bibliography'
import { displayTitle, isRealTitle } from '@/utils/display-title'

export const REFERENCE_NOT_FOUND = msg`Reference Not Found`

export interface Reference {
  pmid: string
  number: number
  /** Missing when the content cites a PMID the bibliography lacks. */
  entry: BibliographyEntry | undefined
}

export interface ConsultedEntry {
  pmid: string
  entry: BibliographyEntry
}

export interface ReferenceLists {
  cited: Reference[]
  /** By first author, then title. */
  consulted: ConsultedEntry[]
}

// Made at the first comparison rather than as the report's code loads:
// making one starts the platform's locale data, and a report whose
// bibliography has no more than one uncited entry never sorts.
let collator: Intl.Collator | undefined
const compare = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', {
    sensitivity: 'base',
    numeric: true,
  })).compare(a, b)

/** Numbers always match the text's markers: a cited PMID the bibliography lacks keeps its number. */
export function listReferences(
  numbers: ReadonlyMap<string, number>,
  bibliography: Bibliography,
): ReferenceLists {
  const cited = [...numbers]
    .map(([pmid, number]) => ({ pmid, number, entry: bibliography[pmid] }))
    .sort((a, b) => a.number - b.number)
  // Sort keys are read once per entry, not once per comparison.
  const consulted = Object.entries(bibliography)
    .filter(([pmid]) => !numbers.has(pmid))
    .map(([pmid, entry]) => ({
      pmid,
      entry,
      author: entry.authors[0]?.trim() ?? '',
      title: entryTitle(entry),
    }))
    .sort((a, b) => compare(a.author, b.author) || compare(a.title, b.title))
    .map(({ pmid, entry }) => ({ pmid, entry }))
  return { cited, consulted }
}

export const entryTitle = (entry: BibliographyEntry | undefined): string =>
  displayTitle(entry?.title)

export const hasRealTitle = (entry: BibliographyEntry | undefined) =>
  isRealTitle(entry?.title)

export const pubmedUrl = (pmid: string) =>
  `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`

/** Without the resolver address or 'doi:' some sources put before it. */
export const cleanDoi = (doi: string) =>
  doi
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .trim()

/** DOIs keep their slashes; everything else in them is encoded. */
export const doiUrl = (doi: string) =>
  `https://doi.org/${cleanDoi(doi).split('/').map(encodeURIComponent).join('/')}`

export const scholarUrl = (title: string) =>
  `https://scholar.google.com/scholar?q=${encodeURIComponent(title)}`

export const excerptParagraphs = (content: string | null | undefined) =>
  (content ?? '')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
