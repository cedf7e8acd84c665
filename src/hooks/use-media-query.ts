import { useSyncExternalStore } from 'react'

import { scaledWidth, TEXT_SIZE_CHANGE } from '@/lib/text-size'

/** The phone layout's query, its breakpoint scaled with the text size shown as the stylesheets' are. */
const mobileList = () =>
  window.matchMedia(
    `(max-width: ${scaledWidth(
      767.98,
      Number(document.documentElement.getAttribute('data-text-size') ?? 100),
    )}px)`,
  )

const subscribe = (onChange: () => void) => {
  let list = mobileList()
  // A new text size moves the breakpoint: the query is made again.
  const onSize = () => {
    list.removeEventListener('change', onChange)
    list = mobileList()
    list.addEventListener('change', onChange)
    onChange()
  }
  list.addEventListener('change', onChange)
  addEventListener(TEXT_SIZE_CHANGE, onSize)
  return () => {
    removeEventListener(TEXT_SIZE_CHANGE, onSize)
    list.removeEventListener('change', onChange)
  }
}

/** Whether the page has the phone layout now, for a press: the rendered value can be a frame late after a resize. */
export const isMobileNow = () => mobileList().matches

export const useIsMobile = () =>
  useSyncExternalStore(subscribe, isMobileNow, () => false)
