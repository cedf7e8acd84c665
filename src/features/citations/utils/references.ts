import type { Bibliography, BibliographyEntry } from '@/types/bibliography'

export const TITLE_NOT_AVAILABLE = 'Title not available'

/** One numbered entry of a report's reference list. */
export interface Reference {
  pmid: string
  number: number
  /** Missing when the content cites a PMID the bibliography lacks. */
  entry: BibliographyEntry | undefined
}

/**
 * The reference list sorted by display number (SPEC.md §3): cited PMIDs
 * first, in citation order, then any bibliography entry the text never
 * cites, numbered after them so nothing the API sent is hidden.
 */
export function listReferences(
  numbers: ReadonlyMap<string, number>,
  bibliography: Bibliography,
): Reference[] {
  const cited = [...numbers].map(([pmid, number]) => ({
    pmid,
    number,
    entry: bibliography[pmid],
  }))
  const uncited = Object.keys(bibliography)
    .filter((pmid) => !numbers.has(pmid))
    .map((pmid, index) => ({
      pmid,
      number: numbers.size + index + 1,
      entry: bibliography[pmid],
    }))
  return [...cited, ...uncited].sort((a, b) => a.number - b.number)
}

// Stand-ins some sources put where a title is unknown.
const PLACEHOLDER_TITLE =
  /^[\s[(]*(n\/?a|none|null|undefined|unknown|untitled|no title( available)?|title not available|-+|\.+)[\s\])]*$/i

/** SPEC.md §2: a missing, empty or placeholder title reads 'Title not available'. */
export function displayTitle(entry: BibliographyEntry | undefined): string {
  const title = entry?.title?.trim()
  if (!title || PLACEHOLDER_TITLE.test(title)) return TITLE_NOT_AVAILABLE
  return title
}

export const hasRealTitle = (entry: BibliographyEntry | undefined) =>
  displayTitle(entry) !== TITLE_NOT_AVAILABLE

export const pubmedUrl = (pmid: string) =>
  `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`

/** A DOI without the resolver address or 'doi:' some sources put before it. */
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

/** A cited excerpt as paragraphs: split on blank lines, empty ones dropped. */
export function excerptParagraphs(content: string | null | undefined) {
  if (!content) return []
  return content
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
