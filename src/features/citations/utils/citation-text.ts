import type { BibliographyEntry } from '@/types/bibliography'

import { authorNames } from './author-names'
import { cleanDoi, entryTitle, hasRealTitle } from './references'

// NLM lists six authors, then 'et al.'.
const NLM_MAX_AUTHORS = 6

const collapse = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim()

const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`)

function authorsPart(entry: BibliographyEntry) {
  const { names, hasMore } = authorNames(entry)
  if (!names.length) return ''
  const shown = names
    .slice(0, NLM_MAX_AUTHORS)
    .map((name) => name.replace(/\.$/, ''))
  const isCut = hasMore || names.length > NLM_MAX_AUTHORS
  // eslint-disable-next-line lingui/no-unlocalized-strings -- NLM style's own words, in any language
  return `${shown.join(', ')}${isCut ? ', et al' : ''}.`
}

/** An NLM (Vancouver) citation: 'Smith J, Doe A. Title. Circulation. 2019;140(2):101-110. doi:…. PMID: ….' */
export function formatCitation(pmid: string, entry: BibliographyEntry): string {
  const doi = entry.doi ? cleanDoi(entry.doi) : ''
  const biblioInfo = collapse(entry.biblioInfo)
  const parts = [
    authorsPart(entry),
    hasRealTitle(entry) ? sentence(collapse(entryTitle(entry))) : '',
    biblioInfo ? sentence(biblioInfo) : '',
    doi ? `doi:${doi}.` : '',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- NLM style's own label
    pmid.trim() ? `PMID: ${pmid.trim()}.` : '',
  ]
  return parts.filter(Boolean).join(' ')
}
