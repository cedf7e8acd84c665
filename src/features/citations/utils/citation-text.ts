import type { BibliographyEntry } from '@/types/bibliography'

import { authorNames } from './author-names'
import { cleanDoi, entryTitle, hasRealTitle } from './references'

/** NLM lists six authors, then 'et al.'. */
const NLM_MAX_AUTHORS = 6

const collapse = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim()

/** Ends a part with a period unless it already ends with . ? or !. */
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`)

function authorsPart(entry: BibliographyEntry) {
  const { names, hasMore } = authorNames(entry)
  if (!names.length) return ''
  const shown = names
    .slice(0, NLM_MAX_AUTHORS)
    .map((name) => name.replace(/\.$/, ''))
  const isCut = hasMore || names.length > NLM_MAX_AUTHORS
  return `${shown.join(', ')}${isCut ? ', et al' : ''}.`
}

/**
 * A plain-text citation in the NLM (Vancouver) style:
 * `Smith J, Doe A. Salt loading in POTS. Circulation. 2019;140(2):101-110.
 * doi:10.1161/CIRC.2019.1234. PMID: 31415926.` Parts the entry lacks are
 * left out, and so is a placeholder title; `biblioInfo` is used as written.
 */
export function formatCitation(pmid: string, entry: BibliographyEntry): string {
  const doi = entry.doi ? cleanDoi(entry.doi) : ''
  const biblioInfo = collapse(entry.biblioInfo)
  const parts = [
    authorsPart(entry),
    hasRealTitle(entry) ? sentence(collapse(entryTitle(entry))) : '',
    biblioInfo ? sentence(biblioInfo) : '',
    doi ? `doi:${doi}.` : '',
    pmid.trim() ? `PMID: ${pmid.trim()}.` : '',
  ]
  return parts.filter(Boolean).join(' ')
}
