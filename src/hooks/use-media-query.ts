import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches, kept in sync as the window changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Mobile (phone layout) is under 768 px. */
const MOBILE_QUERY = '(max-width: 767.98px)'

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY)
