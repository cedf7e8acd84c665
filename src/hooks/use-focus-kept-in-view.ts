import { useEffect } from 'react'

import { listen } from '@/lib/listen'

/**
 * Blocks that the browser lays out only as they near the window
 * (content-visibility: auto: a long tree, report or list) take their real
 * height once they have, which can push what focus just reached under a
 * fixed bar or card, or out of the window: it is brought back into view
 * (within the page's scroll-padding) two frames on, when they have. What
 * is in view stays where it is.
 */
export function useFocusKeptInView() {
  useEffect(() => {
    let frame = 0
    const stop = listen(document, {
      focusin: ({ target }) => {
        if (!(target instanceof HTMLElement)) return
        cancelAnimationFrame(frame)
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => {
            if (document.activeElement === target)
              // Optional: jsdom has none.
              target.scrollIntoView?.({ block: 'nearest' })
          })
        })
      },
    })
    return () => {
      stop()
      cancelAnimationFrame(frame)
    }
  }, [])
}
