/** What is read as one utterance, and highlighted while it is. */
const BLOCKS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['p', 'li', 'tr', 'pre', 'dt', 'dd', 'caption'],
].join()
// Words for screen readers only ('opens in a new tab'), in the interface's
// language, and what is not shown.
const UNSPOKEN = [
  '.visually-hidden',
  '[aria-hidden="true"]',
  '[hidden]',
  '[role="tooltip"]',
].join()

/** The blocks under `root` in reading order, but those inside what is not shown. */
export const readingBlocks = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(BLOCKS)].filter(
    (block) => !block.closest(UNSPOKEN),
  )

function collect(
  node: Node,
  marker: string,
  reference: (number: string) => string,
  out: string[],
) {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent ?? '')
    if (!(child instanceof HTMLElement) || child.matches(UNSPOKEN)) continue
    if (child.matches(marker)) {
      const before = child.previousSibling
      const follows = before instanceof Element && before.matches(marker)
      out.push(`${follows ? ',' : ''} ${reference(child.textContent ?? '')} `)
    } else if (child.matches('br')) {
      out.push(' ')
    } else if (!child.matches(BLOCKS)) {
      // A block inside this one (a list in a list item) is read after it.
      collect(child, marker, reference, out)
    }
  }
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)\]])/g, '$1')
    .trim()

/**
 * A block's own words as they are to be spoken: a citation marker
 * (matching `marker`, showing its number) as `reference(number)`, a table
 * row's cells one after another, nothing that is only for screen readers.
 */
export function spokenText(
  block: HTMLElement,
  marker: string,
  reference: (number: string) => string,
): string {
  const textOf = (node: Node) => {
    const out: string[] = []
    collect(node, marker, reference, out)
    return tidy(out.join(''))
  }
  if (block instanceof HTMLTableRowElement)
    return [...block.cells].map(textOf).filter(Boolean).join(', ')
  return textOf(block)
}
