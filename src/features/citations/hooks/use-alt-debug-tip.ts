import { useEffect, useState, type RefObject } from 'react'

import { getConfig } from '@/lib/config'
import { listen } from '@/lib/listen'

const entryOf = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest<HTMLElement>('li[data-pmid]')
    : null

/** With `debug` configured, the PMID of the entry under the pointer or focus while Alt is held. */
export function useAltDebugTip(
  rootRef: RefObject<HTMLElement | null>,
): string | null {
  const [pmid, setPmid] = useState<string | null>(null)

  useEffect(() => {
    const root = rootRef.current
    if (!root || !getConfig().debug) return
    let isAltHeld = false
    let hovered: HTMLElement | null = null
    const focused = (target: EventTarget | null) =>
      target instanceof Node && root.contains(target) ? entryOf(target) : null
    // Pressing Alt or moving focus prefers the focused entry; moving the
    // pointer prefers the entry under it.
    const show = (focusTarget: EventTarget | null = document.activeElement) => {
      const entry = isAltHeld ? (focused(focusTarget) ?? hovered) : null
      setPmid(entry?.dataset.pmid ?? null)
    }
    const setAlt = (isHeld: boolean) => {
      isAltHeld = isHeld
      show()
    }

    const stops = [
      listen(root, {
        mousemove: (event) => {
          hovered = entryOf(event.target)
          isAltHeld = event.altKey
          const entry = isAltHeld
            ? (hovered ?? focused(document.activeElement))
            : null
          setPmid(entry?.dataset.pmid ?? null)
        },
        mouseleave: () => {
          hovered = null
          show()
        },
        focusin: (event) => show(event.target),
        focusout: (event) => show(event.relatedTarget),
      }),
      listen(document, {
        keydown: (event) => {
          if (event.key === 'Alt' && !event.repeat) setAlt(true)
        },
        keyup: (event) => {
          if (event.key === 'Alt') setAlt(false)
        },
      }),
      // Alt+Tab to another window never delivers the key-up.
      listen(window, { blur: () => setAlt(false) }),
    ]
    return () => stops.forEach((stop) => stop())
  }, [rootRef])

  return pmid
}
