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

/** A frame a round of checks made: the current cookie check or status frame. */
const frames = () => [...document.querySelectorAll('iframe')]

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

/** The round of checks under way: its cookie check answers `cookies`, and the status frame loads. */
function answerCookieCheck(cookies: 'supported' | 'unsupported') {
  post(frameAt(PAGES.cookieCheckUrl), cookies)
  // The status frame comes in a task after the answer.
  vi.advanceTimersByTime(0)
  const status = frameAt(PAGES.statusUrl)
  const questions = status?.contentWindow
    ? vi.spyOn(status.contentWindow, 'postMessage').mockImplementation(() => {})
    : undefined
  status?.dispatchEvent(new Event('load'))
  return { status, questions }
}

/** Starts the checks; the cookie check answers `cookies`, and the status frame loads. */
function start(cookies: 'supported' | 'unsupported', question = 'web sid-1') {
  const onEnded = vi.fn()
  const onUnsure = vi.fn()
  const ask = vi.fn<() => string | null>(() => question)
  const stop = watch({ ...PAGES, question: ask, onEnded, onUnsure })
  return { onEnded, onUnsure, ask, stop, ...answerCookieCheck(cookies) }
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

test('an answer of error (the frame cannot tell) ends nothing: another check is asked for, and the checks start over', async () => {
  const { onEnded, onUnsure, status } = start('supported')
  await vi.advanceTimersByTimeAsync(5_000)
  post(status, 'error')
  expect(onEnded).not.toHaveBeenCalled()
  expect(onUnsure).toHaveBeenCalledOnce()
  expect(frames()).toEqual([])
  // As after a round that got no answer: again after 1 min.
  await vi.advanceTimersByTimeAsync(60_000)
  expect(frameAt(PAGES.cookieCheckUrl)).toBeDefined()
})

test('a question still unanswered is not asked again, and none is asked without a session', async () => {
  const { ask, status, questions } = start('supported')
  await vi.advanceTimersByTimeAsync(14_999)
  expect(questions).toHaveBeenCalledOnce()
  post(status, 'unchanged')
  ask.mockReturnValue(null)
  await vi.advanceTimersByTimeAsync(15_000)
  expect(questions).toHaveBeenCalledOnce()
  expect(frameAt(PAGES.statusUrl)).toBe(status)
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

test('a cookie check answer from another origin or another window is not the check’s', () => {
  watch({
    ...PAGES,
    question: () => 'web sid-1',
    onEnded: vi.fn(),
    onUnsure: vi.fn(),
  })
  const check = frameAt(PAGES.cookieCheckUrl)
  post(check, 'supported', 'http://localhost:9999')
  post(undefined, 'supported')
  expect(frameAt(PAGES.statusUrl)).toBeUndefined()
  expect(frameAt(PAGES.cookieCheckUrl)).toBe(check)

  post(check, 'supported')
  vi.advanceTimersByTime(0)
  expect(frameAt(PAGES.statusUrl)).toBeDefined()
})

test('the cookie check’s frame leaves and the status frame arrives in tasks of their own; stopped between them, no frame stays', () => {
  const stop = watch({
    ...PAGES,
    question: () => 'web sid-1',
    onEnded: vi.fn(),
    onUnsure: vi.fn(),
  })
  post(frameAt(PAGES.cookieCheckUrl), 'supported')
  expect(frames()).toEqual([])
  vi.advanceTimersByTime(0)
  expect(frameAt(PAGES.statusUrl)).toBeDefined()

  stop()
  expect(frames()).toEqual([])
  const again = watch({
    ...PAGES,
    question: () => 'web sid-1',
    onEnded: vi.fn(),
    onUnsure: vi.fn(),
  })
  post(frameAt(PAGES.cookieCheckUrl), 'supported')
  again()
  vi.advanceTimersByTime(60_000)
  expect(frames()).toEqual([])
})

test('where the frame cannot read its cookies, it is never asked and nothing ends', async () => {
  const { onEnded, status } = start('unsupported')
  expect(status).toBeUndefined()
  expect(frameAt(PAGES.cookieCheckUrl)).toBeUndefined()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(document.querySelector('iframe')).toBeNull()
  expect(onEnded).not.toHaveBeenCalled()
})

test('a cookie check that does not answer within 10 s is tried again after 1 min, then 2 min, and at once when the browser is back online', async () => {
  const onEnded = vi.fn()
  watch({ ...PAGES, question: () => 'web sid-1', onEnded, onUnsure: vi.fn() })
  const check = frameAt(PAGES.cookieCheckUrl)
  await vi.advanceTimersByTimeAsync(9_999)
  expect(frameAt(PAGES.cookieCheckUrl)).toBe(check)
  await vi.advanceTimersByTimeAsync(1)
  expect(frames()).toEqual([])
  // A late answer of the page given up on starts nothing.
  post(check, 'supported')
  expect(frames()).toEqual([])

  await vi.advanceTimersByTimeAsync(59_999)
  expect(frames()).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  const second = frameAt(PAGES.cookieCheckUrl)
  expect(second).toBeDefined()
  expect(second).not.toBe(check)

  await vi.advanceTimersByTimeAsync(10_000 + 119_999)
  expect(frames()).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(frameAt(PAGES.cookieCheckUrl)).toBeDefined()

  await vi.advanceTimersByTimeAsync(10_000)
  expect(frames()).toEqual([])
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(frameAt(PAGES.cookieCheckUrl)).toBeDefined()
  expect(onEnded).not.toHaveBeenCalled()
})

test('a status frame that stops answering (the connection dropped) is set up again, and still notices a session ended elsewhere', async () => {
  const { onEnded, status, questions } = start('supported')
  await vi.advanceTimersByTimeAsync(5_000)
  expect(questions).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(9_999)
  expect(frameAt(PAGES.statusUrl)).toBe(status)
  await vi.advanceTimersByTimeAsync(1)
  expect(frames()).toEqual([])
  post(status, 'changed')
  expect(onEnded).not.toHaveBeenCalled()

  await vi.advanceTimersByTimeAsync(60_000)
  const again = answerCookieCheck('supported')
  expect(again.status).toBeDefined()
  expect(again.status).not.toBe(status)
  await vi.advanceTimersByTimeAsync(5_000)
  expect(again.questions).toHaveBeenCalledExactlyOnceWith('web sid-1', IDP)
  post(again.status, 'changed')
  expect(onEnded).toHaveBeenCalledOnce()
})

test('a status frame that does not load within 10 s is set up again', async () => {
  const onEnded = vi.fn()
  watch({ ...PAGES, question: () => 'web sid-1', onEnded, onUnsure: vi.fn() })
  post(frameAt(PAGES.cookieCheckUrl), 'supported')
  vi.advanceTimersByTime(0)
  expect(frameAt(PAGES.statusUrl)).toBeDefined()
  await vi.advanceTimersByTimeAsync(10_000)
  expect(frames()).toEqual([])
  await vi.advanceTimersByTimeAsync(60_000)
  expect(frameAt(PAGES.cookieCheckUrl)).toBeDefined()
})

test('stopped while waiting to try again, nothing starts over', async () => {
  const stop = watch({
    ...PAGES,
    question: () => 'web sid-1',
    onEnded: vi.fn(),
    onUnsure: vi.fn(),
  })
  await vi.advanceTimersByTimeAsync(10_000)
  stop()
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(frames()).toEqual([])
  await vi.advanceTimersByTimeAsync(60_000)
  expect(frames()).toEqual([])
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
