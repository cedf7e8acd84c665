import { Trans } from '@lingui/react/macro'
import { clsx } from 'clsx'
import {
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  type ReactElement,
} from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'

import { useProgressiveList } from '@/hooks/use-progressive-list'
import { appStatePart } from '@/lib/app-state'

import { referencesLoading } from './character-references'
import styles from './markdown.module.css'
import { remarkGfmBlocks } from './remark-gfm-blocks'
import {
  headingLevels,
  splitMarkdown,
  type HeadingLevels,
} from './split-markdown'

export type RemarkPlugins = NonNullable<Options['remarkPlugins']>

/** Only http(s) and mailto URLs; any other is dropped, which removes the attribute. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim()
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : null
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

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
      {children}{' '}
      <span className="visually-hidden">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}

// Images are never loaded from the hosts report content names: a safe URL
// becomes a link the reader may follow, anything else only its description.
const image: Components['img'] = ({ src, alt }) => {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {alt?.trim() || (
        <Trans comment="A link to an image in a report, which has no description">
          Image
        </Trans>
      )}{' '}
      <span className="visually-hidden">
        <Trans>(image, opens in a new tab)</Trans>
      </span>
    </a>
  )
}

// In a block of its own: a browser can leave a table unlaid out only
// inside one (markdown.module.css).
const table: Components['table'] = ({ node: _node, ...props }) => (
  <div className={styles.table}>
    <table {...props} />
  </div>
)

const componentsByLevels = new Map<string, Components>()

function componentsFor(levels: HeadingLevels): Components {
  const key = levels.join()
  let components = componentsByLevels.get(key)
  if (components) return components
  components = { a: link, img: image, table }
  HEADINGS.forEach((tag, index) => {
    const Shown = HEADINGS[(levels[index] ?? 6) - 1] ?? 'h6'
    if (Shown !== tag)
      components[tag] = ({ node: _node, ...props }) => <Shown {...props} />
  })
  componentsByLevels.set(key, components)
  return components
}

const NO_PLUGINS: RemarkPlugins = []
// Characters the first render takes at once, then each later slice: a few
// sections, laid out well within a 50 ms task on a slow phone.
const FIRST_CHARACTERS = 4000
const SLICE_CHARACTERS = 1500
const sectionSize = (section: string) => section.length
// Sections, not documents: a long report has a hundred or so.
const CACHE_SIZE = 500
// Report text is health data: sign-out forgets every rendered report.
const rendered = appStatePart(
  () => new WeakMap<RemarkPlugins, Map<string, ReactElement>>(),
)

// Parsing is the slow part, and report content never changes once written:
// the rendered tree is kept per section and plugin list.
function renderMarkdown(
  content: string,
  plugins: RemarkPlugins,
  levels: HeadingLevels,
): ReactElement {
  const byContent = rendered().get(plugins) ?? new Map<string, ReactElement>()
  rendered().set(plugins, byContent)
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
  if (byContent.size > CACHE_SIZE)
    byContent.delete(byContent.keys().next().value!)
  return element
}

interface SectionProps {
  content: string
  plugins: RemarkPlugins
  levels: HeadingLevels
}

/** Text that names a character reference (`&amp;`) waits for their table. */
function SectionContent({ content, plugins, levels }: SectionProps) {
  const references = referencesLoading(content)
  // The same promise each time: once it has come, React goes on at once.
  if (references) use(references)
  return renderMarkdown(content, plugins, levels)
}

// In a block of its own, which the browser leaves unlaid out off screen
// (markdown.module.css).
const MarkdownSection = memo(function MarkdownSection(props: SectionProps) {
  return (
    <div className={styles.section}>
      <Suspense fallback={null}>
        <SectionContent {...props} />
      </Suspense>
    </div>
  )
})

export interface MarkdownProps {
  /** Untrusted content is fine. */
  children: string
  /** Run after GFM. Pass a stable list: the parse cache is kept per plugin list. */
  remarkPlugins?: RemarkPlugins
  /** The level of the page heading the text sits under (0: none). */
  headingOffset?: 0 | 1 | 2
  className?: string
}

/** Raw HTML never rendered, only http(s) and mailto links, no images loaded. */
export function Markdown({
  children,
  remarkPlugins = NO_PLUGINS,
  headingOffset = 0,
  className,
}: MarkdownProps) {
  // One component per section, reaching the page a few at a time: many
  // short pieces of work rather than one long one.
  const sections = useMemo(() => splitMarkdown(children), [children])
  // A table the text needs starts loading with its first slice, so that it
  // is in before a later section (or printing) asks for it.
  useEffect(() => void referencesLoading(children), [children])
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
