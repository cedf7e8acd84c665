import { watchSessionStatus } from './session-status'

const IDP = 'http://localhost:8180'
const OIDC = `${IDP}/realms/dev/protocol/openid-connect`
const PAGES = {
  cookieCheckUrl: `${OIDC}/3p-cookies/step1.html`,
  statusUrl: `${OIDC}/login-status-iframe.html`,
}

/** Every watch a test started, stopped after it. */
const watches: (() => void)[] = []
const watch = (options: Parameters<typeof watchSessionStatus>[0]) => {
  const stop = watchSessionStatus(options)
  watches.push(stop)
  return stop
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const stop of watches.splice(0)) stop()
  vi.useRealTimers()
})

const frameAt = (url: string) =>
  [...document.querySelectorAll('iframe')].find((frame) => frame.src === url)

/** A message to the app's window from `frame`, as the browser delivers it. */
function post(
  frame: HTMLIFrameElement | undefined,
  data: string,
  origin = IDP,
) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin,
      source: frame?.contentWindow ?? null,
    }),
  )
}

/** Starts the checks; the cookie check answers `cookies`, and the status frame loads. */
function start(cookies: 'supported' | 'unsupported', question = 'web sid-1') {
  const onEnded = vi.fn()
  const ask = vi.fn<() => string | null>(() => question)
  const stop = watch({ ...PAGES, question: ask, onEnded })
  post(frameAt(PAGES.cookieCheckUrl), cookies)
  const status = frameAt(PAGES.statusUrl)
  const questions = status?.contentWindow
    ? vi.spyOn(status.contentWindow, 'postMessage').mockImplementation(() => {})
    : undefined
  status?.dispatchEvent(new Event('load'))
  return { onEnded, ask, stop, status, questions }
}

test('where the frame can read its cookies, it is asked every 5 s; a changed session ends once and the asking stops', async () => {
  const { onEnded, status, questions } = start('supported')
  expect(frameAt(PAGES.cookieCheckUrl)).toBeUndefined()
  expect(status).toBeDefined()
  expect(status).not.toBeVisible()

  await vi.advanceTimersByTimeAsync(4_999)
  expect(questions).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(questions).toHaveBeenCalledExactlyOnceWith('web sid-1', IDP)
  post(status, 'unchanged')
  await vi.advanceTimersByTimeAsync(5_000)
  expect(questions).toHaveBeenCalledTimes(2)
  expect(onEnded).not.toHaveBeenCalled()

  post(status, 'changed')
  expect(onEnded).toHaveBeenCalledOnce()
  expect(frameAt(PAGES.statusUrl)).toBeUndefined()
  post(status, 'changed')
  await vi.advanceTimersByTimeAsync(60_000)
  expect(questions).toHaveBeenCalledTimes(2)
  expect(onEnded).toHaveBeenCalledOnce()
})

test('an answer of error (the frame cannot tell) ends the session too', async () => {
  const { onEnded, status } = start('supported')
  await vi.advanceTimersByTimeAsync(5_000)
  post(status, 'error')
  expect(onEnded).toHaveBeenCalledOnce()
})

test('a question still unanswered is not asked again, and none is asked without a session', async () => {
  const { ask, status, questions } = start('supported')
  await vi.advanceTimersByTimeAsync(15_000)
  expect(questions).toHaveBeenCalledOnce()
  post(status, 'unchanged')
  ask.mockReturnValue(null)
  await vi.advanceTimersByTimeAsync(15_000)
  expect(questions).toHaveBeenCalledOnce()
})

test('answers from another window, another origin or of another kind are not the frame’s', async () => {
  const { onEnded, status } = start('supported')
  await vi.advanceTimersByTimeAsync(5_000)
  post(status, 'changed', 'http://localhost:9999')
  post(undefined, 'changed')
  post(status, 'logged-out')
  expect(onEnded).not.toHaveBeenCalled()
  expect(frameAt(PAGES.statusUrl)).toBeDefined()
})

test('where the frame cannot read its cookies, it is never asked and nothing ends', async () => {
  const { onEnded, status } = start('unsupported')
  expect(status).toBeUndefined()
  expect(frameAt(PAGES.cookieCheckUrl)).toBeUndefined()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(document.querySelector('iframe')).toBeNull()
  expect(onEnded).not.toHaveBeenCalled()
})

test('a cookie check that does not answer within 10 s counts as unsupported', async () => {
  const onEnded = vi.fn()
  watch({ ...PAGES, question: () => 'web sid-1', onEnded })
  const check = frameAt(PAGES.cookieCheckUrl)
  await vi.advanceTimersByTimeAsync(9_999)
  expect(frameAt(PAGES.cookieCheckUrl)).toBeDefined()
  await vi.advanceTimersByTimeAsync(1)
  expect(document.querySelector('iframe')).toBeNull()
  post(check, 'supported')
  expect(document.querySelector('iframe')).toBeNull()
  expect(onEnded).not.toHaveBeenCalled()
})

test('stopping removes the frames and stops asking', async () => {
  const { onEnded, stop, status, questions } = start('supported')
  await vi.advanceTimersByTimeAsync(5_000)
  stop()
  expect(document.querySelector('iframe')).toBeNull()
  post(status, 'changed')
  await vi.advanceTimersByTimeAsync(60_000)
  expect(questions).toHaveBeenCalledOnce()
  expect(onEnded).not.toHaveBeenCalled()
})
