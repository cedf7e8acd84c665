import { useState } from 'react'

/** True from the first render on which `value` is true on (a dialog's frame, which runs its own closing). */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value)
  if (value && !hasBeenTrue) setHasBeenTrue(true)
  return hasBeenTrue || value
}
