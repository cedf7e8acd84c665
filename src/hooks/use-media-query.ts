import { useSyncExternalStore } from 'react'

import { scaledWidth, TEXT_SIZE_CHANGE } from '@/lib/text-size'

/**
 * Whether the phone layout's query matches, its breakpoint scaled with the
 * text size shown (the root's data-text-size) as the stylesheets' are.
 */
const isMobile = () =>
  window.matchMedia(
    `(max-width: ${scaledWidth(
      767.98,
      Number(document.documentElement.getAttribute('data-text-size') ?? 100),
    )}px)`,
  ).matches

// Asked again as the window's width or the text size changes.
const subscribe = (onChange: () => void) => {
  addEventListener('resize', onChange)
  addEventListener(TEXT_SIZE_CHANGE, onChange)
  return () => {
    removeEventListener('resize', onChange)
    removeEventListener(TEXT_SIZE_CHANGE, onChange)
  }
}

export const useIsMobile = () =>
  useSyncExternalStore(subscribe, isMobile, () => false)
