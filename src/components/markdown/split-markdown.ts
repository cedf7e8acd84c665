const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/
const FENCE = /^ {0,3}(`{3,}|~{3,})/
// Definitions used from other sections, and HTML blocks that may run across
// headings, need the whole document in one parse.
const NEEDS_WHOLE_DOCUMENT =
  /^ {0,3}(?:\[[^\]\n]+\]:|<(?:script|pre|style|textarea|!--|\?|![A-Za-z]|!\[CDATA\[))/im

/**
 * Splits Markdown before each heading (outside code fences) so a long
 * report parses and renders section by section: each section is its own
 * unit of work, which React can interleave with input, and an unchanged
 * section keeps its rendered tree. The sections render exactly as the whole
 * document would: an ATX heading always ends the block before it.
 */
export function splitMarkdown(content: string): string[] {
  if (NEEDS_WHOLE_DOCUMENT.test(content)) return [content]
  const sections: string[] = []
  let current: string[] = []
  let fence: string | null = null
  for (const line of content.split('\n')) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1]
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length) {
        fence = null
      }
    } else if (fence === null && ATX_HEADING.test(line) && current.length) {
      sections.push(current.join('\n'))
      current = []
    }
    current.push(line)
  }
  sections.push(current.join('\n'))
  return sections
}
