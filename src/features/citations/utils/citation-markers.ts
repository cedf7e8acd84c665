// `[PMID-abstract-N]` or `[PMID-fulltext-N]`: the text inside the brackets
// is the key into the bibliography entry's `citedChunks` (docs/api.md#objects).
const markerPattern = () => /\[(\d+)-(abstract|fulltext)-(\d+)\]/g

interface CitationMarker {
  /** The `citedChunks` key, e.g. '31849204-abstract-1'. */
  key: string
  pmid: string
  section: 'abstract' | 'fulltext'
  chunk: number
}

export type CitationSegment = string | CitationMarker

export function splitCitationMarkers(text: string): CitationSegment[] {
  const segments: CitationSegment[] = []
  let last = 0
  for (const match of text.matchAll(markerPattern())) {
    const [whole, pmid = '', section, chunk = '0'] = match
    if (match.index > last) segments.push(text.slice(last, match.index))
    segments.push({
      key: `${pmid}-${section}-${chunk}`,
      pmid,
      section: section === 'fulltext' ? 'fulltext' : 'abstract',
      chunk: Number(chunk),
    })
    last = match.index + whole.length
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

/** PMID → display number from 1, by first appearance; markers in code or in an HTML tag get none. */
export function numberCitations(
  content: string | null | undefined,
): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>()
  if (!content) return numbers
  const text = content
    .replace(FENCED_CODE, '')
    .replace(INLINE_CODE, '$1')
    .replace(HTML_TAG, '')
  for (const [, pmid = ''] of text.matchAll(markerPattern())) {
    if (!numbers.has(pmid)) numbers.set(pmid, numbers.size + 1)
  }
  return numbers
}
