import { clsx } from 'clsx'
import { memo, useMemo, type ReactElement } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'

import { useProgressiveList } from '@/hooks/use-progressive-list'
import { appStatePart } from '@/lib/app-state'

import { headingLevels, type HeadingLevels } from './heading-levels'
import styles from './markdown.module.css'
import { remarkGfmBlocks } from './remark-gfm-blocks'
import { splitMarkdown } from './split-markdown'

export type RemarkPlugins = NonNullable<Options['remarkPlugins']>

const SAFE_URL = /^(https?:\/\/|mailto:)/i

/**
 * Keeps only http(s) and mailto URLs; any other (javascript:, data:,
 * vbscript:, relative) is dropped, which removes the attribute.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim()
  return SAFE_URL.test(trimmed) ? trimmed : null
}

type HeadingOffset = 0 | 1 | 2
type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
const HEADINGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

const OPENS_NEW_TAB = (
  <span className="visually-hidden">(opens in a new tab)</span>
)

const link: Components['a'] = ({ node: _node, href, children, ...props }) => {
  if (!href) return <span>{children}</span>
  if (href.toLowerCase().startsWith('mailto:')) {
    return (
      <a {...props} href={href}>
        {children}
      </a>
    )
  }
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children} {OPENS_NEW_TAB}
    </a>
  )
}

// Images are never loaded from the hosts report content names: a safe URL
// becomes a link the reader may follow, anything else only its description.
const image: Components['img'] = ({ src, alt }) => {
  const label = alt?.trim() || 'Image'
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {label}{' '}
      <span className="visually-hidden">(image, opens in a new tab)</span>
    </a>
  )
}

/** The renderers for one set of heading levels, made once per set. */
const componentsByLevels = new Map<string, Components>()

function componentsFor(levels: HeadingLevels): Components {
  const key = levels.join()
  let components = componentsByLevels.get(key)
  if (components) return components
  components = { a: link, img: image }
  HEADINGS.forEach((tag, index) => {
    const Shown = HEADINGS[(levels[index] ?? 6) - 1] ?? 'h6'
    if (Shown !== tag)
      components[tag] = ({ node: _node, ...props }) => <Shown {...props} />
  })
  componentsByLevels.set(key, components)
  return components
}

const NO_PLUGINS: RemarkPlugins = []
/**
 * Characters of Markdown the first render parses and renders at once (at
 * least one section), then each later slice: a few sections, which the
 * browser lays out well within a 50 ms task on a slow phone. The seed's
 * reports and answers, a few thousand characters, render whole at once.
 */
const FIRST_CHARACTERS = 4000
const SLICE_CHARACTERS = 1500
const sectionSize = (section: string) => section.length
// Sections, not documents: a long report has a hundred or so.
const CACHE_SIZE = 500
// Report text is health data: sign-out forgets every rendered report.
const rendered = appStatePart(
  () => new WeakMap<RemarkPlugins, Map<string, ReactElement>>(),
)

/**
 * Parsing is the slow part of rendering a long report, and report content
 * never changes once written, so the rendered tree is kept per section
 * (and plugin list): re-renders, other panels showing the same answer and
 * revisits reuse it. Least recently used entries go first.
 */
function renderMarkdown(
  content: string,
  plugins: RemarkPlugins,
  levels: HeadingLevels,
): ReactElement {
  let byContent = rendered().get(plugins)
  if (!byContent) {
    byContent = new Map()
    rendered().set(plugins, byContent)
  }
  const key = `${levels.join()}\u0000${content}`
  const cached = byContent.get(key)
  if (cached) {
    byContent.delete(key)
    byContent.set(key, cached)
    return cached
  }
  const element = ReactMarkdown({
    children: content,
    remarkPlugins: [remarkGfmBlocks, ...plugins],
    components: componentsFor(levels),
    skipHtml: true,
    urlTransform: safeUrl,
  })
  byContent.set(key, element)
  if (byContent.size > CACHE_SIZE) {
    const oldest = byContent.keys().next().value
    if (oldest !== undefined) byContent.delete(oldest)
  }
  return element
}

interface MarkdownSectionProps {
  content: string
  plugins: RemarkPlugins
  levels: HeadingLevels
}

const MarkdownSection = memo(function MarkdownSection({
  content,
  plugins,
  levels,
}: MarkdownSectionProps) {
  return renderMarkdown(content, plugins, levels)
})

export interface MarkdownProps {
  /** Markdown text; untrusted content is fine. */
  children: string
  /**
   * Remark plugins run after GFM. Pass a stable list (a module-level
   * constant, or memoized): the parse cache is kept per plugin list.
   */
  remarkPlugins?: RemarkPlugins
  /**
   * The level of the page heading the text sits under (0: none): the
   * text's highest headings show one level below it, and no level is
   * skipped (see `headingLevels`).
   */
  headingOffset?: HeadingOffset
  className?: string
}

/**
 * The one Markdown renderer: GFM tables and lists; raw HTML
 * dropped (never rendered); only http(s) and mailto links, external ones
 * opening in a new tab without access to this page; no images loaded.
 */
export function Markdown({
  children,
  remarkPlugins = NO_PLUGINS,
  headingOffset = 0,
  className,
}: MarkdownProps) {
  // Each section is its own component, and a long text reaches the page a
  // few sections at a time, so rendering it is many short pieces of work
  // rather than one long one.
  const sections = useMemo(() => splitMarkdown(children), [children])
  const shown = useProgressiveList(sections, {
    first: FIRST_CHARACTERS,
    slice: SLICE_CHARACTERS,
    sizeOf: sectionSize,
  })
  // The whole text decides the levels, so that sections rendered apart agree.
  const levels = useMemo(
    () => headingLevels(children, headingOffset),
    [children, headingOffset],
  )
  return (
    <div className={clsx(styles.markdown, className)}>
      {shown.map((section, index) => (
        <MarkdownSection
          // Sections are positional: the same text at the same place is the same section.
          key={index}
          content={section}
          plugins={remarkPlugins}
          levels={levels}
        />
      ))}
    </div>
  )
}
