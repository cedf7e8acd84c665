import { ATX_HEADING, markdownLines } from './markdown-lines'

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
