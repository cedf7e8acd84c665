import { HttpResponse } from 'msw'

import { gate } from '@/testing/requests'
import {
  indexPage,
  NEW_BUILD,
  newBuild,
  runThisBuild,
  serveIndexPage,
  thisBuild,
} from '@/testing/served-build'

import {
  codeFailureRecovery,
  freshLoadJudge,
  servedAppScripts,
} from './code-recovery'

beforeEach(() => {
  runThisBuild()
})

test('a server with another build of the app reloads the page at the first failure, from its own copy of index.html, and into that build once', async () => {
  const asked = serveIndexPage(newBuild)
  const reload = vi.fn()
  await codeFailureRecovery(() => true, reload)()
  expect(asked).toHaveBeenCalledWith('no-store')
  expect(reload).toHaveBeenCalledTimes(1)

  // The reloaded page, failing again, does not reload into the same build.
  await codeFailureRecovery(() => true, reload)()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('the server up with this build: the third failure of a chunk reloads the page, as the browser keeps the failure', async () => {
  serveIndexPage(thisBuild)
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
    serveIndexPage(response)
    for (let attempt = 0; attempt < 3; attempt += 1) await recover()
  }
  expect(reload).not.toHaveBeenCalled()
})

test('while a write is on its way the page is not reloaded; a later failure reloads it', async () => {
  serveIndexPage(newBuild)
  const reload = vi.fn()
  let isWriting = true
  const recover = codeFailureRecovery(() => !isWriting, reload)
  await recover()
  expect(reload).not.toHaveBeenCalled()
  isWriting = false
  await recover()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('chunks that fail together are judged from one fetch of index.html; a later failure fetches it again', async () => {
  const { opened: answered, open: answer } = gate()
  const asked = serveIndexPage(async () => {
    await answered
    return newBuild()
  })
  const judgements = [freshLoadJudge()(), freshLoadJudge()()]
  await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1))
  answer()
  const served = NEW_BUILD.join(' ')
  expect(await Promise.all(judgements)).toEqual([served, served])
  expect(asked).toHaveBeenCalledTimes(1)

  await freshLoadJudge()()
  expect(asked).toHaveBeenCalledTimes(2)
})

test("a served index.html's module scripts are read from its text as the page names them: any attribute order or quoting, comments and other scripts left out", () => {
  const page = [
    '<!-- <script type="module" src="/assets/old.js"></script> -->',
    `<script type=module crossorigin src='/assets/sign-in-E5.js'></script>`,
    '<script crossorigin fetchpriority="low" src="/assets/index-F6.js" type="module"></script>',
    '<script>addEventListener("load", () => {})</script>',
    '<script src="/assets/classic.js"></script>',
    '<script type="module" data-src="/assets/lazy.js"></script>',
  ].join('\n')
  expect(servedAppScripts(page)).toBe(
    '/assets/sign-in-E5.js /assets/index-F6.js',
  )
  expect(servedAppScripts(indexPage(...NEW_BUILD))).toBe(NEW_BUILD.join(' '))
})
