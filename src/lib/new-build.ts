import { sessionStore } from './storage'

/** The scripts of the app a page names, as written in it. */
function appScripts(page: Document): string {
  return [...page.querySelectorAll('script[type="module"][src]')]
    .map((script) => script.getAttribute('src'))
    .join(' ')
}

/** The build a reload went to: a page reloads into a build once. */
const RELOADED_INTO_KEY = 'app:reloaded-into'

/**
 * Reloads the page when the server now has another build of the app than
 * the one this page runs, and `canReload` allows it (no write on its way).
 * After a deployment the server holds only the new build's code: a chunk
 * this page names is gone and would never arrive, however often asked for,
 * so the page the person asked for can only come from the new build. Told
 * by the scripts the served index.html names; a page that cannot be fetched
 * or names none changes nothing. Reloads into a given build at most once,
 * so servers that answer with two builds in turn cannot make pages reload
 * again and again.
 */
export async function reloadIntoNewBuild(
  canReload: () => boolean,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let served: string
  try {
    const page = new URL(import.meta.env.BASE_URL, document.baseURI)
    const response = await fetch(page, { cache: 'no-store' })
    if (!response.ok) return
    served = appScripts(
      new DOMParser().parseFromString(await response.text(), 'text/html'),
    )
  } catch {
    return
  }
  if (!served || served === appScripts(document)) return
  if (sessionStore.read(RELOADED_INTO_KEY) === served || !canReload()) return
  sessionStore.write(RELOADED_INTO_KEY, served)
  reload()
}
