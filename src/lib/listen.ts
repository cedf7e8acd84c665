type Listeners<EventMap> = {
  [Type in keyof EventMap]?: (event: EventMap[Type]) => void
}

/**
 * Adds a target's event listeners, one per event type, and returns what
 * removes them all (an effect's clean-up).
 */
export function listen(
  target: Window,
  listeners: Listeners<WindowEventMap>,
  options?: { capture?: boolean },
): () => void
export function listen(
  target: Document,
  listeners: Listeners<DocumentEventMap>,
  options?: { capture?: boolean },
): () => void
export function listen(
  target: HTMLElement,
  listeners: Listeners<HTMLElementEventMap>,
  options?: { capture?: boolean },
): () => void
export function listen(
  target: EventTarget,
  listeners: Record<string, ((event: never) => void) | undefined>,
  { capture = false }: { capture?: boolean } = {},
): () => void {
  const entries = Object.entries(listeners).filter(
    (entry): entry is [string, EventListener] => entry[1] !== undefined,
  )
  for (const [type, listener] of entries)
    target.addEventListener(type, listener, capture)
  return () => {
    for (const [type, listener] of entries)
      target.removeEventListener(type, listener, capture)
  }
}
