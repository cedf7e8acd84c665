import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'

import { Markdown, type RemarkPlugins } from '@/components/markdown/markdown'
import { appStatePart } from '@/lib/app-state'
import { getConfig } from '@/lib/config'
import { listen } from '@/lib/listen'
import { sidePanelOpened } from '@/stores/panels-store'
import type { Bibliography } from '@/types/bibliography'

import { entryTitle, REFERENCE_NOT_FOUND } from '../utils/references'
import {
  CITATION_MARKER_SELECTOR,
  remarkCitationMarkers,
} from '../utils/remark-citation-markers'

import styles from './cited-content.module.css'
import { HoverTip, useHoverTip } from './hover-tip'

const PLUGINS_KEPT = 24
// Report text is health data: sign-out forgets it.
const pluginsByContent = appStatePart(() => new Map<string, RemarkPlugins>())

// Sections render apart, so the plugin gets the whole report's numbering;
// one list per text keeps the Markdown cache (kept per list) working, and
// one per language names the markers in it.
function pluginsFor(
  content: string,
  numbers: ReadonlyMap<string, number>,
  language: string,
) {
  const cache = pluginsByContent()
  const key = `${language}\u0000${content}`
  let plugins = cache.get(key)
  if (!plugins) {
    plugins = [[remarkCitationMarkers, { className: styles.marker, numbers }]]
    cache.set(key, plugins)
    if (cache.size > PLUGINS_KEPT) cache.delete(cache.keys().next().value!)
  }
  return plugins
}

/** The report's own text, without the references under it. */
export const REPORT_CONTENT_SELECTOR = '[data-report-content]'

export interface CitedContentProps {
  analysisId: string
  content: string
  bibliography: Bibliography
  numbers: ReadonlyMap<string, number>
  headingOffset: 1 | 2
}

export function CitedContent({
  analysisId,
  content,
  bibliography,
  numbers,
  headingOffset,
}: CitedContentProps) {
  const { i18n } = useLingui()
  const rootRef = useRef<HTMLDivElement>(null)
  const language = i18n.locale
  const plugins = useMemo(
    () => pluginsFor(content, numbers, language),
    [content, numbers, language],
  )
  const tip = useHoverTip(rootRef, CITATION_MARKER_SELECTOR, (marker) => {
    const pmid = marker.dataset.pmid ?? ''
    const entry = bibliography[pmid]
    const number = numbers.get(pmid)
    return (
      <>
        <strong>
          <Trans>Reference {number}:</Trans>
        </strong>{' '}
        {entry ? entryTitle(entry) : i18n._(REFERENCE_NOT_FOUND)}
      </>
    )
  })

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    return listen(root, {
      click: (event) => {
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
      },
    })
  }, [analysisId])

  return (
    // The report's text in its own language and direction, whatever the
    // interface's (docs/languages.md).
    <div
      ref={rootRef}
      lang={getConfig().contentLanguage}
      dir="auto"
      data-report-content=""
    >
      <Markdown remarkPlugins={plugins} headingOffset={headingOffset}>
        {content}
      </Markdown>
      <HoverTip {...tip} />
    </div>
  )
}
