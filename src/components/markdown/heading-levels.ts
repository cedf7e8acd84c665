import { ATX_HEADING, markdownLines } from './markdown-lines'

/** Heading depth (1–6) in the text → the level it is shown at. */
export type HeadingLevels = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
]

/** The depths of the text's ATX headings (`#` to `######`), outside code fences. */
function usedDepths(content: string): Set<number> {
  const depths = new Set<number>()
  for (const { line, isCode } of markdownLines(content)) {
    const depth = isCode ? undefined : ATX_HEADING.exec(line)?.[1]?.length
    if (depth) depths.add(depth)
  }
  return depths
}

/**
 * The levels a text's headings are shown at under a page heading of level
 * `parentLevel`: its highest heading one level below, and each deeper
 * depth the text uses one level further, so no level is skipped (a report
 * whose sections start at `##`, or jump from `##` to `####`, still reads
 * as an outline). Capped at 6.
 */
export function headingLevels(
  content: string,
  parentLevel: number,
): HeadingLevels {
  const used = [...usedDepths(content)]
  const level = (depth: number) =>
    Math.min(parentLevel + 1 + used.filter((d) => d < depth).length, 6)
  return [level(1), level(2), level(3), level(4), level(5), level(6)]
}
