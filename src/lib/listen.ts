type EventMapOf<T> = T extends Window
  ? WindowEventMap
  : T extends Document
    ? DocumentEventMap
    : HTMLElementEventMap

/** Adds a target's event listeners, one per type; returns what removes them all. */
export function listen<T extends Window | Document | HTMLElement>(
  target: T,
  listeners: {
    [Type in keyof EventMapOf<T>]?: (event: EventMapOf<T>[Type]) => void
  },
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
