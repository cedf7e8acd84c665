import { useCallback } from 'react'

/** Keeps CSS `name` at the height a bottom-fixed element covers, for scroll padding (WCAG 2.4.11, global.css). */
export function useBottomClearance(name: `--${string}`) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return
      const root = document.documentElement
      const observer = new ResizeObserver(() => {
        const bottom = parseFloat(getComputedStyle(element).bottom) || 0
        const covered = Math.ceil(element.offsetHeight + bottom)
        root.style.setProperty(name, `${covered}px`)
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
