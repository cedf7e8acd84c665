import { useState } from 'react'

/**
 * True from the first render on which `value` is true, and from then on:
 * for what stays in the page once shown (a dialog's frame, which runs its
 * own closing: exit, focus return).
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value)
  if (value && !hasBeenTrue) setHasBeenTrue(true)
  return hasBeenTrue || value
}
