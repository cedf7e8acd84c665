import { http, HttpResponse } from 'msw'

import { server } from '@mocks/testing/node'

import { reloadIntoNewBuild } from './new-build'

/** An index.html naming these module scripts. */
const indexPage = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts
    .map((src) => `<script type="module" crossorigin src="${src}"></script>`)
    .join('')}</head><body><div id="root"></div></body></html>`

const THIS_BUILD = ['/assets/sign-in-A1.js', '/assets/index-B2.js']
const NEW_BUILD = ['/assets/sign-in-C3.js', '/assets/index-D4.js']

/** The server's index.html, as `reloadIntoNewBuild` asks for it. */
function serve(response: () => Response) {
  const asked = vi.fn()
  server.use(
    http.get(new URL('/', document.baseURI).href, ({ request }) => {
      asked(request.cache)
      return response()
    }),
  )
  return asked
}

beforeEach(() => {
  // The scripts of this page's build.
  for (const src of THIS_BUILD) {
    const script = document.createElement('script')
    script.type = 'module'
    script.setAttribute('src', src)
    document.head.append(script)
  }
})

afterEach(() => {
  document.head.innerHTML = ''
})

test('a server with another build of the app reloads the page once, from its own copy of index.html', async () => {
  const asked = serve(() => HttpResponse.html(indexPage(...NEW_BUILD)))
  const reload = vi.fn()

  await reloadIntoNewBuild(() => true, reload)
  expect(asked).toHaveBeenCalledWith('no-store')
  expect(reload).toHaveBeenCalledTimes(1)
  // The reloaded page failing again does not reload into the same build.
  await reloadIntoNewBuild(() => true, reload)
  expect(reload).toHaveBeenCalledTimes(1)
})

test('the same build, a page without scripts or an answer that is not there leaves the page as it is', async () => {
  const reload = vi.fn()
  serve(() => HttpResponse.html(indexPage(...THIS_BUILD)))
  await reloadIntoNewBuild(() => true, reload)
  serve(() => HttpResponse.html('<p>Service unavailable</p>'))
  await reloadIntoNewBuild(() => true, reload)
  serve(() => new HttpResponse(indexPage(...NEW_BUILD), { status: 503 }))
  await reloadIntoNewBuild(() => true, reload)
  serve(() => HttpResponse.error())
  await reloadIntoNewBuild(() => true, reload)
  expect(reload).not.toHaveBeenCalled()
})

test('while a write is on its way the page is not reloaded; a later failure reloads it', async () => {
  serve(() => HttpResponse.html(indexPage(...NEW_BUILD)))
  const reload = vi.fn()
  await reloadIntoNewBuild(() => false, reload)
  expect(reload).not.toHaveBeenCalled()
  await reloadIntoNewBuild(() => true, reload)
  expect(reload).toHaveBeenCalledTimes(1)
})
