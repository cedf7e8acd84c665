/**
 * Caches that hold health data outside TanStack Query (e.g. rendered
 * reports) register here, so sign-out can empty them without the shell
 * importing the code that owns them (which loads lazily).
 */
const clearers = new Set<() => void>()

export function registerSessionCache(clear: () => void) {
  clearers.add(clear)
}

export function clearSessionCaches() {
  for (const clear of clearers) clear()
}
