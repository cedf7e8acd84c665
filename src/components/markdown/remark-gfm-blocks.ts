import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Processor } from 'unified'

/** Where remark's parser picks up syntax extensions (what remark-parse reads). */
interface ParserData {
  micromarkExtensions?: unknown[]
  fromMarkdownExtensions?: unknown[]
}

/**
 * The parts of GitHub Flavored Markdown reports use: tables, strikethrough
 * and task lists. Autolink literals (bare `www.…` and e-mail addresses
 * turned into links) are left out: their parser is built on regular
 * expression lookbehind, which Safari and iOS before 16.4 cannot parse,
 * and a report there would fail to show. Links written as `[text](url)`
 * or `<https://…>` still work. Footnotes are left out too: reports cite
 * with their own markers. Parsing only; nothing here writes Markdown.
 */
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
