/**
 * Code that failed to load is fetched again until it comes; gone after
 * three tries online, a page reloads once and a part asks for a reload
 * (`lazyPart`, components/ui/lazy-part.tsx). No React here: sign-in uses it.
 */
import { sessionStore } from './storage'

const WAITS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000]

/** Stylesheets that failed: Vite adds a chunk's once, so they are fetched again before its next try. */
const failedSheets = new Set<HTMLLinkElement>()

/** From before the first chunk is asked for: at once, and from sign-in's report preload (it may come first). */
export function watchFailedStylesheets() {
  // Twice is harmless: a link is noted once.
  if (typeof document === 'undefined') return
  document.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet')
        failedSheets.add(target)
    },
    true,
  )
}

watchFailedStylesheets()

/** Stylesheets fetched again and not yet loaded: every try of a chunk waits for them. */
const sheetsLoading = new Set<Promise<unknown>>()

/**
 * Each failed stylesheet in a new link; answers once every stylesheet being
 * fetched again has loaded, those another try started too (Vite's loader
 * skips a chunk's stylesheet whose link is in the page, loaded or not), and
 * fails when one fails again (noted again for the next try).
 */
const refetchSheets = () => {
  for (const link of failedSheets) {
    failedSheets.delete(link)
    const loading: Promise<unknown> = new Promise((loaded, failed) => {
      const again = link.cloneNode() as HTMLLinkElement
      again.onload = loaded
      again.onerror = failed
      link.replaceWith(again)
    }).finally(() => sheetsLoading.delete(loading))
    sheetsLoading.add(loading)
  }
  return Promise.all(sheetsLoading)
}

/** `task` until it resolves, tried again after each of `waits` (the last repeating) or when back online. */
export function retrying<T>(
  task: () => Promise<T>,
  { waits = WAITS_MS, onGone }: { waits?: number[]; onGone?: () => void } = {},
): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0
    const attempt = () => {
      // At once when no stylesheet failed: callers count on the first try starting now.
      const tried =
        failedSheets.size || sheetsLoading.size
          ? refetchSheets().then(task)
          : task()
      tried.then(resolve, () => {
        if (navigator.onLine && ++failures === 3) onGone?.()
        const again = () => {
          clearTimeout(timer)
          window.removeEventListener('online', again)
          attempt()
        }
        const timer = setTimeout(
          again,
          waits[Math.min(failures, waits.length) - 1] ?? 0,
        )
        window.addEventListener('online', again)
      })
    }
    attempt()
  })
}

const RELOADED_KEY = 'app:reloaded-for-code'

/** A later failure of the page's code may reload it once more. */
export const pageCodeLoaded = () => sessionStore.remove(RELOADED_KEY)

/** A page's code: gone, the page loads `destination` afresh, once. */
export const pageCode = <M>(
  load: () => Promise<M>,
  destination: () => string,
) =>
  retrying(load, {
    onGone: () => {
      if (sessionStore.read(RELOADED_KEY)) return
      sessionStore.write(RELOADED_KEY, '1')
      window.location.assign(destination())
    },
  })
