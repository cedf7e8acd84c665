import { useSyncExternalStore } from 'react'

const MOBILE_QUERY = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(MOBILE_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

export const useIsMobile = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  )
