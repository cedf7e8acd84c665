import { useRef } from 'react'

/**
 * One press, one request, for actions that create something: `take()`
 * answers false while an earlier press is being handled, even when the
 * person presses again before the screen has updated (a double click, a
 * press during a slow navigation). `release()` once the request failed, or
 * once the screen has moved on and another press may create another.
 */
export function usePressGuard() {
  const isTaken = useRef(false)
  return {
    take: () => {
      if (isTaken.current) return false
      isTaken.current = true
      return true
    },
    release: () => {
      isTaken.current = false
    },
  }
}
