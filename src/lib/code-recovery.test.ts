import { http, HttpResponse } from 'msw'

import { server } from '@mocks/testing/node'

import { codeFailureRecovery } from './code-recovery'

/** An index.html naming these module scripts. */
const indexPage = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts
    .map((src) => `<script type="module" crossorigin src="${src}"></script>`)
    .join('')}</head><body><div id="root"></div></body></html>`

const THIS_BUILD = ['/assets/sign-in-A1.js', '/assets/index-B2.js']
const NEW_BUILD = ['/assets/sign-in-C3.js', '/assets/index-D4.js']

/** The server's index.html from now on; returns how it was asked for. */
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

const newBuild = () => HttpResponse.html(indexPage(...NEW_BUILD))
const thisBuild = () => HttpResponse.html(indexPage(...THIS_BUILD))

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

test('a server with another build of the app reloads the page at the first failure, from its own copy of index.html, and into that build once', async () => {
  const asked = serve(newBuild)
  const reload = vi.fn()
  await codeFailureRecovery(() => true, reload)()
  expect(asked).toHaveBeenCalledWith('no-store')
  expect(reload).toHaveBeenCalledTimes(1)

  // The reloaded page, failing again, does not reload into the same build.
  await codeFailureRecovery(() => true, reload)()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('the server up with this build: the third failure of a chunk reloads the page, as the browser keeps the failure', async () => {
  serve(thisBuild)
  const reload = vi.fn()
  const recover = codeFailureRecovery(() => true, reload)
  await recover()
  await recover()
  expect(reload).not.toHaveBeenCalled()
  await recover()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('while the server cannot be reached or says nothing of a build, nothing happens however often the chunk fails', async () => {
  const reload = vi.fn()
  const recover = codeFailureRecovery(() => true, reload)
  for (const response of [
    () => HttpResponse.error(),
    () => new HttpResponse(indexPage(...NEW_BUILD), { status: 503 }),
    () => HttpResponse.html('<p>Service unavailable</p>'),
  ]) {
    serve(response)
    for (let attempt = 0; attempt < 3; attempt += 1) await recover()
  }
  expect(reload).not.toHaveBeenCalled()
})

test('while a write is on its way the page is not reloaded; a later failure reloads it', async () => {
  serve(newBuild)
  const reload = vi.fn()
  let isWriting = true
  const recover = codeFailureRecovery(() => !isWriting, reload)
  await recover()
  expect(reload).not.toHaveBeenCalled()
  isWriting = false
  await recover()
  expect(reload).toHaveBeenCalledTimes(1)
})
