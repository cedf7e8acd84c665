export interface BiblioInfo {
  journal: string
  year: string
  volume?: string
  issue?: string
  /** The first page, or the whole locator when it is not a plain range ('e0123', 'CD012345'). */
  startPage?: string
  /** Written out in full ('101-10' ends on 110). */
  endPage?: string
}

// PubMed's citation line: 'Journal. Year[ Mon[ Day]][;Volume][(Issue)][:Pages].'
// followed by anything (a DOI, 'Epub ahead of print'), which is left out.
const NLM_LINE =
  /^(?<journal>\S.*?)\.?\s+(?<year>(?:1[5-9]|20)\d{2})(?=[\s;:.,]|$)[^;:]*?(?:;\s*(?<volume>[^():;]*?)\s*(?:\((?<issue>[^()]*)\))?)?(?::\s*(?<pages>[^\s;,]+?(?:\s*[-–—]\s*[^\s;,.]+)?))?\s*(?:[.;,]|$)/u

const RANGE = /^(?<start>[\p{L}\p{N}]+)\s*[-–—]\s*(?<end>[\p{L}\p{N}]+)$/u

const optional = (value: string | undefined) => value?.trim() || undefined

/** PubMed shortens an end page to its changed digits: 1011-9 is 1011-1019. */
function fullEndPage(start: string, end: string) {
  if (/^\d+$/.test(start) && /^\d+$/.test(end) && end.length < start.length) {
    return start.slice(0, start.length - end.length) + end
  }
  return end
}

function splitPages(pages: string | undefined) {
  const locator = optional(pages)?.replace(/\.$/, '')
  if (!locator) return {}
  const range = RANGE.exec(locator)?.groups
  if (!range?.start || !range.end) return { startPage: locator }
  return {
    startPage: range.start,
    endPage: fullEndPage(range.start, range.end),
  }
}

/** A `biblioInfo` line's parts, best effort; null without journal and year (callers keep the text). */
export function parseBiblioInfo(
  text: string | null | undefined,
): BiblioInfo | null {
  const line = text?.replace(/\s+/g, ' ').trim()
  if (!line) return null
  const groups = NLM_LINE.exec(line)?.groups
  const journal = optional(groups?.journal)?.replace(/\.$/, '')
  if (!groups?.year || !journal) return null
  const volume = optional(groups.volume)
  const issue = optional(groups.issue)
  return {
    journal,
    year: groups.year,
    ...(volume && { volume }),
    ...(issue && { issue }),
    ...splitPages(groups.pages),
  }
}
