const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** An ATX heading line (`#` to `######`); group 1 holds its hashes. */
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/

/**
 * The lines of a Markdown text, each with whether it is code: inside a
 * fenced block (``` or ~~~ up to a closing fence of the same kind and at
 * least the same length) or one of its fences. Headings only count
 * outside code.
 */
export function* markdownLines(
  content: string,
): Generator<{ line: string; isCode: boolean }> {
  let fence: string | null = null
  for (const line of content.split('\n')) {
    const marker = FENCE.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length)
        fence = null
      yield { line, isCode: true }
    } else {
      yield { line, isCode: fence !== null }
    }
  }
}
