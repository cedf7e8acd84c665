import { useEffect, useMemo, useRef } from 'react'

import { Markdown, type RemarkPlugins } from '@/components/markdown/markdown'
import { appStatePart } from '@/lib/app-state'
import { sidePanelOpened } from '@/stores/panels-store'
import type { Bibliography } from '@/types/bibliography'

import { useHoverTip } from '../hooks/use-hover-tip'
import { entryTitle, REFERENCE_NOT_FOUND } from '../utils/references'
import {
  CITATION_MARKER_SELECTOR,
  remarkCitationMarkers,
} from '../utils/remark-citation-markers'

import styles from './cited-content.module.css'
import { HoverTip } from './hover-tip'

const PLUGINS_KEPT = 24
// Report text is health data: sign-out forgets it.
const pluginsByContent = appStatePart(() => new Map<string, RemarkPlugins>())

/**
 * The Markdown renders section by section, so the markers get the whole
 * report's numbering through the plugin's options. One plugin list per
 * report text (its numbering follows from the text) keeps the Markdown
 * cache, which is kept per plugin list, working across visits.
 */

function pluginsFor(
  content: string,
  numbers: ReadonlyMap<string, number>,
): RemarkPlugins {
  let plugins = pluginsByContent().get(content)
  if (!plugins) {
    plugins = [[remarkCitationMarkers, { className: styles.marker, numbers }]]
    pluginsByContent().set(content, plugins)
    if (pluginsByContent().size > PLUGINS_KEPT) {
      const oldest = pluginsByContent().keys().next().value
      if (oldest !== undefined) pluginsByContent().delete(oldest)
    }
  }
  return plugins
}

export interface CitedContentProps {
  analysisId: string
  content: string
  bibliography: Bibliography
  numbers: ReadonlyMap<string, number>
  headingOffset: 1 | 2
}

/**
 * Report content with its citation markers as numbered buttons: hovering
 * or focusing one previews the paper's title, activating it opens the
 * citation in the side panel. One listener serves every marker.
 */
export function CitedContent({
  analysisId,
  content,
  bibliography,
  numbers,
  headingOffset,
}: CitedContentProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const plugins = useMemo(
    () => pluginsFor(content, numbers),
    [content, numbers],
  )
  const tip = useHoverTip(rootRef, CITATION_MARKER_SELECTOR, (marker) => {
    const pmid = marker.dataset.pmid ?? ''
    const entry = bibliography[pmid]
    return (
      <>
        <strong>Reference {numbers.get(pmid)}:</strong>{' '}
        {entry ? entryTitle(entry) : REFERENCE_NOT_FOUND}
      </>
    )
  })

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const marker =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(CITATION_MARKER_SELECTOR)
          : null
      if (!marker) return
      sidePanelOpened({
        content: 'bibliography',
        analysisId,
        pmid: marker.dataset.pmid ?? '',
        citationKey: marker.dataset.citationKey ?? '',
      })
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [analysisId])

  return (
    <div ref={rootRef}>
      <Markdown remarkPlugins={plugins} headingOffset={headingOffset}>
        {content}
      </Markdown>
      <HoverTip {...tip} />
    </div>
  )
}
