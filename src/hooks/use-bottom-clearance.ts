import { useCallback } from 'react'

/**
 * A ref callback for something fixed at the bottom of the window (the
 * report's question bar, the tour card). While it is shown, the CSS
 * property `name` on the root element holds how much of the window it
 * covers; global.css turns that into scroll padding, so a focused control
 * is scrolled clear of it instead of under it (WCAG 2.4.11). Browsers
 * without ResizeObserver keep the default scrolling.
 */
export function useBottomClearance(name: `--${string}`) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return
      const root = document.documentElement
      const observer = new ResizeObserver(() => {
        const bottom = parseFloat(getComputedStyle(element).bottom) || 0
        root.style.setProperty(
          name,
          `${Math.ceil(element.offsetHeight + bottom)}px`,
        )
      })
      observer.observe(element)
      return () => {
        observer.disconnect()
        root.style.removeProperty(name)
      }
    },
    [name],
  )
}
