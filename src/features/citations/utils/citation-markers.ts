/**
 * Citation markers in report content: `[PMID-abstract-N]` or
 * `[PMID-fulltext-N]`. The text inside the brackets is the key into the
 * bibliography entry's `citedChunks` (docs/api.md#objects).
 */
const CITATION_MARKER_SOURCE = String.raw`\[(\d+)-(abstract|fulltext)-(\d+)\]`

export interface CitationMarker {
  /** The marker without brackets, e.g. '31849204-abstract-1': the `citedChunks` key. */
  key: string
  /** The PubMed id: the bibliography key. */
  pmid: string
  section: 'abstract' | 'fulltext'
  chunk: number
}

/** A piece of text: plain text, or a marker. */
export type CitationSegment = string | CitationMarker

const markerPattern = () => new RegExp(CITATION_MARKER_SOURCE, 'g')

function toMarker(match: RegExpMatchArray): CitationMarker {
  const [, pmid = '', section, chunk = '0'] = match
  return {
    key: `${pmid}-${section}-${chunk}`,
    pmid,
    section: section === 'fulltext' ? 'fulltext' : 'abstract',
    chunk: Number(chunk),
  }
}

/**
 * Splits a plain text into text and markers, in order. Adjacent markers come
 * out side by side with no text between them; text that only looks like a
 * marker (`[12-abstract]`, `[12-summary-1]`) stays text.
 */
export function splitCitationMarkers(text: string): CitationSegment[] {
  const segments: CitationSegment[] = []
  let last = 0
  for (const match of text.matchAll(markerPattern())) {
    const start = match.index
    if (start > last) segments.push(text.slice(last, start))
    segments.push(toMarker(match))
    last = start + match[0].length
  }
  if (last < text.length) segments.push(text.slice(last))
  return segments
}

export const hasCitationMarker = (text: string) => markerPattern().test(text)

// Markdown shows code as code, so a marker inside it is not a citation:
// fenced blocks (``` or ~~~ up to a closing fence of the same kind, or the
// end) and inline code spans (a run of backticks up to a run of the same
// length, within one paragraph).
const FENCED_CODE =
  /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm
// The character before the opening run is captured, and kept, rather than
// looked behind at: Safari and iOS before 16.4 cannot parse lookbehind.
const INLINE_CODE = /(^|[^`])(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\2(?!`)/g

// Raw HTML tags are dropped when rendered, attributes and all.
const HTML_TAG = /<[a-z/!][^>]*>/gi

const withoutCode = (content: string) =>
  content
    .replace(FENCED_CODE, '')
    .replace(INLINE_CODE, '$1')
    .replace(HTML_TAG, '')

/**
 * Each distinct PMID gets a display number from 1, in order of
 * first appearance. Markers inside code or inside an HTML tag are not
 * citations and get none.
 * Returns PMID → display number, in numbering order.
 */
export function numberCitations(
  content: string | null | undefined,
): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>()
  if (!content) return numbers
  for (const match of withoutCode(content).matchAll(markerPattern())) {
    const pmid = match[1] ?? ''
    if (!numbers.has(pmid)) numbers.set(pmid, numbers.size + 1)
  }
  return numbers
}
