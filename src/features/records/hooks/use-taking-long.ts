import { useEffect, useState } from 'react'

/**
 * True once the work identified by `runKey` has lasted `delayMs` (for the
 * 'taking a bit of time' notice). Pass null when nothing runs; a new key
 * starts a new wait.
 */
export function useTakingLong(
  runKey: string | number | null,
  delayMs: number,
): boolean {
  const [slowKey, setSlowKey] = useState<string | number | null>(null)
  useEffect(() => {
    if (runKey === null) return
    const timer = setTimeout(() => setSlowKey(runKey), delayMs)
    return () => clearTimeout(timer)
  }, [runKey, delayMs])
  return runKey !== null && slowKey === runKey
}
