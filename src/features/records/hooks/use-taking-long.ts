import { useEffect, useEffectEvent, useState } from 'react'

/** True once the work of `runKey` (null: none) has lasted `delayMs`; a new key starts a new wait. */
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

/** Closes a dialog `delayMs` after its work succeeded (`isDone`). */
export function useCloseAfter(
  isDone: boolean,
  delayMs: number,
  onClose: () => void,
) {
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (!isDone) return
    const timer = setTimeout(() => close(), delayMs)
    return () => clearTimeout(timer)
  }, [isDone, delayMs])
}
