import { sessionStore } from './storage'

/** The scripts of the app this page names, as written in it. */
function appScripts(page: Document): string {
  return [...page.querySelectorAll('script[type="module"][src]')]
    .map((script) => script.getAttribute('src'))
    .join(' ')
}

/**
 * The scripts of the app an index.html names, as `appScripts` reads them:
 * the `src` of its `<script type="module">` tags, found in its text. The
 * build's own index.html needs no HTML parser for that, and parsing HTML
 * from a string (DOMParser) is a Trusted Types sink that the production
 * policy closes.
 */
export const servedAppScripts = (html: string) =>
  [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<script\b[^>]*>/gi)]
    .filter(([tag]) => /\stype=["']?module["'\s>]/i.test(tag))
    .map(([tag]) => /\ssrc=["']?([^"'\s>]+)/i.exec(tag)?.[1])
    .filter(Boolean)
    .join(' ')

/** The scripts the server's index.html names now; undefined when it cannot tell. */
async function fetchServedScripts(): Promise<string | undefined> {
  try {
    const page = new URL(import.meta.env.BASE_URL, document.baseURI)
    const response = await fetch(page, { cache: 'no-store' })
    if (!response.ok) return undefined
    const served = servedAppScripts(await response.text())
    return served || undefined
  } catch {
    return undefined
  }
}

let servedScriptsAsked: Promise<string | undefined> | undefined

/**
 * `fetchServedScripts`, one fetch at a time: chunks that fail together
 * (offline, after a deployment) share the answer of the fetch on its way.
 */
function servedScripts(): Promise<string | undefined> {
  if (servedScriptsAsked) return servedScriptsAsked
  const asked = fetchServedScripts().finally(() => {
    if (servedScriptsAsked === asked) servedScriptsAsked = undefined
  })
  servedScriptsAsked = asked
  return asked
}

/** For tests: the next failure fetches index.html afresh, sharing nothing with a test before. */
export function resetServedScripts() {
  servedScriptsAsked = undefined
}

/** The build a reload went to: a page reloads into a build once. */
const RELOADED_INTO_KEY = 'app:reloaded-into'

/**
 * Failures, with the server up and serving this build, after which the
 * browser is taken to hold the failure itself.
 */
const HELD_FAILURES = 3

/**
 * Judges each failure to fetch one chunk of the page's code: once the chunk
 * can come only with a fresh load of the page, it answers the scripts of
 * the build the server has now, else undefined (retrying may still bring
 * it). That is the case:
 *
 * - when the server has another build than the one this page runs (a
 *   deployment since it loaded): this page's chunk is gone and would never
 *   arrive;
 * - when the server is up and serves this build, yet the chunk failed three
 *   times: the browser keeps a module's failed fetch for the life of the
 *   page (Firefox ESR 153, Safari before the HTML change of
 *   whatwg/html#10327) and would never ask again.
 *
 * Told by the scripts the served index.html names; while it cannot be
 * fetched (offline), the answer is undefined and the retries wait for the
 * connection.
 */
export function freshLoadJudge(): () => Promise<string | undefined> {
  let failuresWithServerUp = 0
  return async () => {
    const served = await servedScripts()
    if (served === undefined) return undefined
    if (served === appScripts(document)) {
      failuresWithServerUp += 1
      if (failuresWithServerUp < HELD_FAILURES) return undefined
    }
    return served
  }
}

/**
 * What to do each time a chunk of a page's code could not be fetched: when
 * only a fresh load can bring it (`freshLoadJudge`), the page reloads, once
 * per build and only when `canReload` allows it (no write on its way).
 * Reloading into a given build at most once keeps servers that answer with
 * two builds in turn from reloading pages again and again.
 */
export function codeFailureRecovery(
  canReload: () => boolean,
  reload: () => void = () => window.location.reload(),
): () => Promise<void> {
  const needsFreshLoad = freshLoadJudge()
  return async () => {
    const served = await needsFreshLoad()
    if (served === undefined) return
    if (sessionStore.read(RELOADED_INTO_KEY) === served || !canReload()) return
    sessionStore.write(RELOADED_INTO_KEY, served)
    reload()
  }
}

/**
 * `load` (a chunk of the page's code) that, when it fails, first waits for
 * `recover` (e.g. `codeFailureRecovery`) to see to the failure.
 */
export function recovering<Module>(
  load: () => Promise<Module>,
  recover: () => Promise<void>,
): () => Promise<Module> {
  return () =>
    load().catch(async (error: unknown) => {
      await recover()
      throw error
    })
}
