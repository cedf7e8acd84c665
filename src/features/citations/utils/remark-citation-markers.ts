import {
  hasCitationMarker,
  numberCitations,
  splitCitationMarkers,
  type CitationMarker,
} from './citation-markers'

/** The few mdast fields this transform reads and writes. */
interface MdastNode {
  type: string
  value?: string
  children?: MdastNode[]
  data?: Record<string, unknown>
}

export interface RemarkCitationMarkersOptions {
  /** Class of the marker buttons. */
  className?: string
  /**
   * The numbering of the whole report, when the plugin sees one section of
   * it at a time; by default the numbering of the text it parses.
   */
  numbers?: ReadonlyMap<string, number>
}

/** Marker buttons carry these so one listener can tell which was used. */
const CITATION_KEY_ATTRIBUTE = 'data-citation-key'
export const CITATION_MARKER_SELECTOR = `button[${CITATION_KEY_ATTRIBUTE}]`

function markerNode(
  marker: CitationMarker,
  number: number,
  className: string | undefined,
  follows: boolean,
): MdastNode {
  return {
    type: 'citationMarker',
    data: {
      hName: 'button',
      hProperties: {
        type: 'button',
        className: className ? [className] : [],
        dataCitationKey: marker.key,
        dataPmid: marker.pmid,
        ariaLabel: `Reference ${number}`,
        // Printed, markers in a row are separated by commas ("2,3").
        ...(follows && { dataFollows: '' }),
      },
      hChildren: [{ type: 'text', value: String(number) }],
    },
  }
}

function replaceMarkers(
  text: string,
  numbers: ReadonlyMap<string, number>,
  className: string | undefined,
): MdastNode[] {
  let follows = false
  return splitCitationMarkers(text).map((segment) => {
    if (typeof segment === 'string') {
      follows = false
      return { type: 'text', value: segment }
    }
    const number = numbers.get(segment.pmid)
    if (number === undefined) {
      follows = false
      return { type: 'text', value: `[${segment.key}]` }
    }
    const node = markerNode(segment, number, className, follows)
    follows = true
    return node
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

/**
 * A remark plugin: citation markers in text become numbered buttons
 * ('Reference 3') as mdast nodes, so a marker never passes through HTML.
 * Numbers come from `numberCitations` over the whole content, the same
 * numbering the reference list uses. Code, and link text, stay as written.
 */
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
