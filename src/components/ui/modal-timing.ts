import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { appStatePart } from '@/lib/app-state'

export const MODAL_CLOSE_MS = 150
export const MODAL_REOPEN_DELAY_MS = 300

/** After the last close: 'closing' for its transition (an open is ignored), 'waiting' until 300 ms (an open waits), then 'idle'. */
type ModalPhase = 'idle' | 'closing' | 'waiting'

const listeners = new Set<() => void>()
const timing = appStatePart(
  () => ({
    phase: 'idle' as ModalPhase,
    timers: [] as ReturnType<typeof setTimeout>[],
  }),
  { dispose: ({ timers }) => timers.forEach(clearTimeout) },
)

function setPhase(next: ModalPhase) {
  timing().phase = next
  for (const listener of listeners) listener()
}

export function modalClosed() {
  timing().timers.forEach(clearTimeout)
  setPhase('closing')
  timing().timers = [
    setTimeout(() => setPhase('waiting'), MODAL_CLOSE_MS),
    setTimeout(() => setPhase('idle'), MODAL_REOPEN_DELAY_MS),
  ]
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** 'ignore' a press (it can be repeated); 'wait' when work already started must not be lost. */
export type OpenWhileClosing = 'ignore' | 'wait' | 'open'

/** A dialog's `open` under the timing rules; an ignored open tells the owner `onOpenChange(false)`. */
export function useTimedOpen(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  whileClosing: OpenWhileClosing = 'ignore',
): boolean {
  const phase = useSyncExternalStore(
    subscribe,
    () => timing().phase,
    () => 'idle',
  )
  const [requested, setRequested] = useState(open)
  const [gate, setGate] = useState<'open' | 'ignored' | 'waiting'>('open')
  // Adjusted while rendering: the gate is decided when `open` turns true.
  if (open !== requested) {
    setRequested(open)
    setGate(
      !open || whileClosing === 'open' || phase === 'idle'
        ? 'open'
        : phase === 'closing' && whileClosing === 'ignore'
          ? 'ignored'
          : 'waiting',
    )
  }
  if (gate === 'waiting' && phase === 'idle') setGate('open')
  const isShown = open && gate === 'open'

  useEffect(() => {
    if (gate === 'ignored') onOpenChange(false)
  }, [gate, onOpenChange])

  const wasShown = useRef(isShown)
  useEffect(() => {
    if (wasShown.current && !isShown) modalClosed()
    wasShown.current = isShown
  }, [isShown])

  return isShown
}
