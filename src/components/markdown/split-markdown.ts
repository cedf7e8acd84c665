const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** Group 1 holds the hashes. */
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/

/** Each line with whether it is code: a fence, or inside a fenced block (closed by a fence of the same kind, at least as long). */
function* markdownLines(
  content: string,
): Generator<{ line: string; isCode: boolean }> {
  let fence: string | null = null
  for (const line of content.split('\n')) {
    const marker = FENCE.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length)
        fence = null
    }
    yield { line, isCode: Boolean(marker) || fence !== null }
  }
}

// Definitions used from other sections, and HTML blocks that may run across
// headings, need the whole document in one parse.
const NEEDS_WHOLE_DOCUMENT =
  /^ {0,3}(?:\[[^\]\n]+\]:|<(?:script|pre|style|textarea|!--|\?|![A-Za-z]|!\[CDATA\[))/im

/** Sections that render as the whole would: an ATX heading always ends the block before it. */
export function splitMarkdown(content: string): string[] {
  if (NEEDS_WHOLE_DOCUMENT.test(content)) return [content]
  const sections: string[] = []
  let current: string[] = []
  for (const { line, isCode } of markdownLines(content)) {
    if (!isCode && ATX_HEADING.test(line) && current.length) {
      sections.push(current.join('\n'))
      current = []
    }
    current.push(line)
  }
  sections.push(current.join('\n'))
  return sections
}

/** Heading depth (1–6) in the text → the level it is shown at. */
export type HeadingLevels = readonly number[]

/** Levels under `parentLevel` that skip none, whichever depths the text uses (`##` then `####`). */
export function headingLevels(
  content: string,
  parentLevel: number,
): HeadingLevels {
  const used = new Set<number>()
  for (const { line, isCode } of markdownLines(content)) {
    const depth = isCode ? undefined : ATX_HEADING.exec(line)?.[1]?.length
    if (depth) used.add(depth)
  }
  return [1, 2, 3, 4, 5, 6].map((depth) =>
    Math.min(parentLevel + 1 + [...used].filter((d) => d < depth).length, 6),
  )
}
