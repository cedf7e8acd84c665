import { useState } from 'react'

export interface PressGuard {
  take: () => boolean
  release: () => void
}

/**
 * One press, one request, for actions that create, change or delete
 * something: `take()` answers false while an earlier press is being
 * handled, even when the person presses again before the screen has
 * updated (a double click, a press during a slow navigation or on a busy
 * phone). `release()` once the request failed, or once the screen has
 * moved on and another press may send another. The guard is the same
 * object for the component's life: in a dialog, one per opening.
 */
export function usePressGuard(): PressGuard {
  const [guard] = useState(() => {
    let isTaken = false
    return {
      take: () => {
        if (isTaken) return false
        isTaken = true
        return true
      },
      release: () => {
        isTaken = false
      },
    }
  })
  return guard
}
