import { sessionStore } from './storage'

/** The scripts of the app a page names, as written in it. */
function appScripts(page: Document): string {
  return [...page.querySelectorAll('script[type="module"][src]')]
    .map((script) => script.getAttribute('src'))
    .join(' ')
}

/** The scripts the server's index.html names now; undefined when it cannot tell. */
async function servedScripts(): Promise<string | undefined> {
  try {
    const page = new URL(import.meta.env.BASE_URL, document.baseURI)
    const response = await fetch(page, { cache: 'no-store' })
    if (!response.ok) return undefined
    const served = appScripts(
      new DOMParser().parseFromString(await response.text(), 'text/html'),
    )
    return served || undefined
  } catch {
    return undefined
  }
}

/** The build a reload went to: a page reloads into a build once. */
const RELOADED_INTO_KEY = 'app:reloaded-into'

/**
 * Failures, with the server up and serving this build, after which the
 * browser is taken to hold the failure itself.
 */
const HELD_FAILURES = 3

/**
 * What to do each time a chunk of a page's code could not be fetched, for
 * failures that retrying cannot cure; the page reloads, once per build and
 * only when `canReload` allows it (no write on its way):
 *
 * - The server has another build than the one this page runs (a deployment
 *   since it loaded): this page's chunk is gone and would never arrive.
 * - The server is up and serves this build, yet the chunk failed three
 *   times: the browser keeps a module's failed fetch for the life of the
 *   page (Firefox ESR 153, Safari before the HTML change of
 *   whatwg/html#10327) and would never ask again.
 *
 * Told by the scripts the served index.html names; while it cannot be
 * fetched (offline), nothing is done and the retries wait for the
 * connection. Reloading into a given build at most once keeps servers
 * that answer with two builds in turn from reloading pages again and again.
 */
export function codeFailureRecovery(
  canReload: () => boolean,
  reload: () => void = () => window.location.reload(),
): () => Promise<void> {
  let failuresWithServerUp = 0
  return async () => {
    const served = await servedScripts()
    if (served === undefined) return
    if (served === appScripts(document)) {
      failuresWithServerUp += 1
      if (failuresWithServerUp < HELD_FAILURES) return
    }
    if (sessionStore.read(RELOADED_INTO_KEY) === served || !canReload()) return
    sessionStore.write(RELOADED_INTO_KEY, served)
    reload()
  }
}
