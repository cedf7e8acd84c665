import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Processor } from 'unified'

/** Where remark-parse picks up syntax extensions. */
interface ParserData {
  micromarkExtensions?: unknown[]
  fromMarkdownExtensions?: unknown[]
}

// GFM without autolink literals, whose parser uses lookbehind (Safari and iOS
// before 16.4 cannot parse it), or footnotes (reports cite with markers).
export function remarkGfmBlocks(this: Processor) {
  const data = this.data() as ParserData
  ;(data.micromarkExtensions ??= []).push(
    gfmTable(),
    gfmStrikethrough(),
    gfmTaskListItem(),
  )
  ;(data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  )
}
