import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'
import { PSEUDO_TAG } from '@/i18n/languages'

import {
  hasCitationMarker,
  numberCitations,
  splitCitationMarkers,
} from './citation-markers'

/** The few mdast fields this transform reads and writes. */
interface MdastNode {
  type: string
  value?: string
  children?: MdastNode[]
  data?: Record<string, unknown>
}

export interface RemarkCitationMarkersOptions {
  className?: string
  /** The whole report's numbering, when the plugin sees one section at a time (default: the text's own). */
  numbers?: ReadonlyMap<string, number>
}

// One listener tells the marker buttons apart by this attribute.
export const CITATION_MARKER_SELECTOR = 'button[data-citation-key]'

function replaceMarkers(
  text: string,
  numbers: ReadonlyMap<string, number>,
  className: string | undefined,
): MdastNode[] {
  let follows = false
  return splitCitationMarkers(text).map((segment) => {
    const number =
      typeof segment === 'string' ? undefined : numbers.get(segment.pmid)
    const wasFollowing = follows
    follows = number !== undefined
    if (typeof segment === 'string') return { type: 'text', value: segment }
    if (number === undefined) return { type: 'text', value: `[${segment.key}]` }
    return {
      type: 'citationMarker',
      data: {
        hName: 'button',
        hProperties: {
          type: 'button',
          className: className ? [className] : [],
          dataCitationKey: segment.key,
          dataPmid: segment.pmid,
          ariaLabel: i18n._(msg`Reference ${number}`),
          // The interface's word, inside the report's own language.
          lang: i18n.locale === 'pseudo' ? PSEUDO_TAG : i18n.locale,
          // Printed, markers in a row are separated by commas ("2,3").
          ...(wasFollowing && { dataFollows: '' }),
        },
        hChildren: [{ type: 'text', value: String(number) }],
      },
    }
  })
}

// A button inside a link would be an interactive element inside another.

const KEEPS_TEXT = new Set(['link', 'linkReference'])

function transform(
  parent: MdastNode,
  numbers: ReadonlyMap<string, number>,
  className: string | undefined,
) {
  if (!parent.children || KEEPS_TEXT.has(parent.type)) return
  let changed = false
  const children = parent.children.flatMap((child) => {
    if (
      child.type === 'text' &&
      child.value &&
      hasCitationMarker(child.value)
    ) {
      changed = true
      return replaceMarkers(child.value, numbers, className)
    }
    transform(child, numbers, className)
    return [child]
  })
  if (changed) parent.children = children
}

/** Markers become numbered buttons as mdast nodes, so a marker never passes through HTML. */
export function remarkCitationMarkers(
  options: RemarkCitationMarkersOptions = {},
) {
  return (tree: MdastNode, file: { value?: unknown }) => {
    const numbers =
      options.numbers ??
      numberCitations(typeof file.value === 'string' ? file.value : '')
    transform(tree, numbers, options.className)
  }
}
