import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { appStatePart } from '@/lib/app-state'

/** A closing modal takes 150 ms; another opens 300 ms after a close at the soonest. */
export const MODAL_CLOSE_MS = 150
export const MODAL_REOPEN_DELAY_MS = 300

/**
 * Where the app's modals are after the last close: 'closing' for its
 * 150 ms transition (an open is ignored), 'waiting' until 300 ms (an open
 * waits), then 'idle'.
 */
export type ModalPhase = 'idle' | 'closing' | 'waiting'

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

/** A modal has started to close. */
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

export function useModalPhase(): ModalPhase {
  return useSyncExternalStore(
    subscribe,
    () => timing().phase,
    () => 'idle',
  )
}

type Gate = 'open' | 'ignored' | 'waiting'

/**
 * What a dialog does when asked to open while another modal is closing:
 * 'ignore' the request (a person's press, which they can repeat), 'wait'
 * until the other has gone (a dialog that reports work already started,
 * such as a note being saved or files chosen for upload, must not be
 * lost), or 'open' at once (the Session Expired dialog).
 */
export type OpenWhileClosing = 'ignore' | 'wait' | 'open'

/**
 * Applies the modal timing rules to a dialog's `open`: opening while a
 * modal closes is ignored (the owner hears `onOpenChange(false)`) unless
 * `whileClosing` says otherwise; opening within 300 ms of a close waits
 * until then.
 */
export function useTimedOpen(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  whileClosing: OpenWhileClosing = 'ignore',
): boolean {
  const phase = useModalPhase()
  const [requested, setRequested] = useState(open)
  const [gate, setGate] = useState<Gate>('open')
  // Adjusted while rendering: the gate is decided when `open` turns true.
  if (open !== requested) {
    setRequested(open)
    const next: Gate =
      !open || whileClosing === 'open' || phase === 'idle'
        ? 'open'
        : phase === 'closing' && whileClosing === 'ignore'
          ? 'ignored'
          : 'waiting'
    setGate(next)
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
