/**
 * jsdom has no layout: this `matchMedia` answers width queries from
 * `window.innerWidth`, and `setWindowWidth` changes it the way a resize would.
 */
type Listener = (event: MediaQueryListEvent) => void

const lists = new Set<{ query: string; listeners: Set<Listener> }>()

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  if (!conditions.length) return false
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  )
}

export function installMatchMedia() {
  lists.clear()
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() }
    lists.add(entry)
    return {
      media: query,
      get matches() {
        return matches(query, window.innerWidth)
      },
      onchange: null,
      addEventListener: (_: string, listener: Listener) =>
        entry.listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) =>
        entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
}

/** Resizes the window: updates `innerWidth`, media query listeners and `resize` listeners. */
export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: width,
  })
  for (const { query, listeners } of lists) {
    const event = {
      matches: matches(query, width),
      media: query,
    } as MediaQueryListEvent
    for (const listener of listeners) listener(event)
  }
  window.dispatchEvent(new Event('resize'))
}
