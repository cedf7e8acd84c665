import { ATX_HEADING, markdownLines } from './markdown-lines'

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
