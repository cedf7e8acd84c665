/**
 * The stylesheets of the app's chunks that failed to load, to fetch again
 * with their chunk. Vite's loader adds a chunk's stylesheet as a link once
 * per page and never again, and counts a link already in the page as
 * loaded: without this, a chunk fetched again after a dropped connection
 * would render unstyled.
 */
const failedStylesheets = new Set<HTMLLinkElement>()
let isWatching = false

/**
 * Notes from now on each stylesheet that fails to load. Called before the
 * first chunk is asked for (the sign-in chunk, which can start a report's
 * code at once); calling it again does nothing.
 */
export function watchFailedStylesheets(): void {
  if (isWatching || typeof document === 'undefined') return
  isWatching = true
  // A resource's `error` does not bubble; it reaches the document on its way down.
  document.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet')
        failedStylesheets.add(target)
    },
    true,
  )
}

/** The stylesheets being fetched again. */
let refetching: Promise<void> = Promise.resolve()

/**
 * Fetches again each stylesheet that failed to load, in a link of its own
 * in place of the one that failed; settles once they have loaded (those
 * another attempt is fetching too), or rejects when one fails again (it is
 * then fetched at the next attempt).
 */
export function refetchFailedStylesheets(): Promise<void> {
  if (failedStylesheets.size === 0) return refetching
  const failed = [...failedStylesheets]
  failedStylesheets.clear()
  refetching = Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((loaded, notLoaded) => {
          const again = link.cloneNode() as HTMLLinkElement
          again.addEventListener('load', () => loaded())
          again.addEventListener('error', () =>
            notLoaded(new Error(`Could not load ${link.href}`)),
          )
          link.replaceWith(again)
        }),
    ),
  ).then(() => undefined)
  return refetching
}
