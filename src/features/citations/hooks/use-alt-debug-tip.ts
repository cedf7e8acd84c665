import { useEffect, useState, type RefObject } from 'react'

import { getConfig } from '@/lib/config'
import { listen } from '@/lib/listen'

const ENTRY_SELECTOR = 'li[data-pmid]'

const entryOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(ENTRY_SELECTOR) : null

/**
 * The PMID of the reference entry whose debug tip shows, when the runtime
 * configuration has `debug: true`: the entry under the pointer or holding
 * keyboard focus, while Alt is held. Releasing Alt, or pointer and focus
 * leaving the entry, hide it. Without debug nothing is listened to and the
 * answer is always null.
 */
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

    const onMouseMove = (event: MouseEvent) => {
      hovered = entryOf(event.target)
      isAltHeld = event.altKey
      const entry = isAltHeld
        ? (hovered ?? focused(document.activeElement))
        : null
      setPmid(entry?.dataset.pmid ?? null)
    }
    const onMouseLeave = () => {
      hovered = null
      show()
    }
    const onFocusIn = (event: FocusEvent) => show(event.target)
    const onFocusOut = (event: FocusEvent) => show(event.relatedTarget)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Alt' || event.repeat) return
      isAltHeld = true
      show()
    }
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Alt') return
      isAltHeld = false
      show()
    }
    // Alt+Tab to another window never delivers the key-up.
    const onWindowBlur = () => {
      isAltHeld = false
      show()
    }

    const stopRoot = listen(root, {
      mousemove: onMouseMove,
      mouseleave: onMouseLeave,
      focusin: onFocusIn,
      focusout: onFocusOut,
    })
    const stopKeys = listen(document, { keydown: onKeyDown, keyup: onKeyUp })
    const stopWindow = listen(window, { blur: onWindowBlur })
    return () => {
      stopRoot()
      stopKeys()
      stopWindow()
    }
  }, [rootRef])

  return pmid
}
