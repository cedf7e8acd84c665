import { http, HttpResponse } from 'msw'

import { server } from '@mocks/testing/node'

/** An index.html naming these module scripts. */
export const indexPage = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts
    .map((src) => `<script type="module" crossorigin src="${src}"></script>`)
    .join('')}</head><body><div id="root"></div></body></html>`

/** The scripts of the build the test's page runs (`runThisBuild`). */
const THIS_BUILD = ['/assets/sign-in-A1.js', '/assets/index-B2.js']
/** The scripts of a build deployed since the page loaded. */
export const NEW_BUILD = ['/assets/sign-in-C3.js', '/assets/index-D4.js']

/**
 * The server's index.html (the app's own address) answers `response` from
 * now on; returns a mock called with each request's cache mode.
 */
export function serveIndexPage(response: () => Response | Promise<Response>) {
  const asked = vi.fn()
  server.use(
    http.get(new URL('/', document.baseURI).href, ({ request }) => {
      asked(request.cache)
      return response()
    }),
  )
  return asked
}

export const newBuild = () => HttpResponse.html(indexPage(...NEW_BUILD))
export const thisBuild = () => HttpResponse.html(indexPage(...THIS_BUILD))

/** The page names the scripts of THIS_BUILD until the test ends. */
export function runThisBuild() {
  const scripts = THIS_BUILD.map((src) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.setAttribute('src', src)
    return script
  })
  document.head.append(...scripts)
  onTestFinished(() => {
    for (const script of scripts) script.remove()
  })
}
