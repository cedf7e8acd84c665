const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** Group 1 holds the hashes. */
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/

/** Each line with whether it is code: a fence, or inside a fenced block (closed by a fence of the same kind, at least as long). */
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
    }
    yield { line, isCode: Boolean(marker) || fence !== null }
  }
}
