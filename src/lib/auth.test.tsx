import { render, screen } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'

// English active, as the app starts (main.tsx imports it first): the toasts are translated.
import '@/i18n/i18n'
import { idleWorkWaitsFor } from '@/lib/idle'
import { gate } from '@/testing/requests'
import { installTestAuth, refusedRefresh } from '@/testing/test-auth'

import {
  getFreshToken,
  isSignedIn,
  login,
  logout,
  onSignOut,
  sessionEnded,
  setAuthClient,
  watchSession,
} from './auth'

const IDP_ORIGIN = 'http://localhost:8180'
const OIDC = `${IDP_ORIGIN}/realms/dev/protocol/openid-connect`
const STATUS_PAGES = {
  cookieCheckUrl: `${OIDC}/3p-cookies/step1.html`,
  statusUrl: `${OIDC}/login-status-iframe.html`,
}

/** The identity provider's hidden frames, by their titles. */
const COOKIE_CHECK = 'Session cookie check'
const STATUS = 'Session status'
const frame = (title: string) => screen.getByTitle<HTMLIFrameElement>(title)

/** A message to the app's window from the identity provider's frame. */
function answerFrom(title: string, data: string) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: IDP_ORIGIN,
      source: frame(title).contentWindow,
    }),
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The browser's view of the connection, as `navigator.onLine` and its events give it. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  window.dispatchEvent(new Event('online'))
}

test('checks the token every 30 s, asking for 30 s of validity', async () => {
  const auth = await installTestAuth()
  const stop = watchSession({ onExpired: vi.fn() })
  await vi.advanceTimersByTimeAsync(29_999)
  expect(auth.updateToken).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(auth.updateToken).toHaveBeenCalledWith(30)
  await vi.advanceTimersByTimeAsync(30_000)
  expect(auth.updateToken).toHaveBeenCalledTimes(2)
  stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(auth.updateToken).toHaveBeenCalledTimes(2)
})

test('checks the token when the tab becomes visible again', async () => {
  const auth = await installTestAuth()
  const stop = watchSession({ onExpired: vi.fn() })
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
  document.dispatchEvent(new Event('visibilitychange'))
  await vi.advanceTimersByTimeAsync(0)
  expect(auth.updateToken).toHaveBeenCalledWith(30)
  stop()
  document.dispatchEvent(new Event('visibilitychange'))
  expect(auth.updateToken).toHaveBeenCalledTimes(1)
})

test('a refresh the identity provider refuses (400) ends the session', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async () => {
    throw refusedRefresh(auth)
  })
  const onExpired = vi.fn()
  const stop = watchSession({ onExpired })
  await vi.advanceTimersByTimeAsync(30_000)
  expect(onExpired).toHaveBeenCalledTimes(1)
  stop()
})

test('a refresh answered 401 ends the session too', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async () => {
    throw refusedRefresh(auth, 401)
  })
  const onExpired = vi.fn()
  const stop = watchSession({ onExpired })
  await vi.advanceTimersByTimeAsync(30_000)
  expect(onExpired).toHaveBeenCalledTimes(1)
  stop()
})

test('offline is not expired: a refresh that cannot be made waits and tries again when the connection returns', async () => {
  const auth = await installTestAuth()
  const onExpired = vi.fn()
  goOffline()
  auth.updateToken.mockRejectedValue(new TypeError('Failed to fetch'))
  const stop = watchSession({ onExpired })
  // A laptop waking up before its Wi-Fi: the tab shows, the refresh fails.
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
  document.dispatchEvent(new Event('visibilitychange'))
  await vi.advanceTimersByTimeAsync(60_000)
  expect(auth.updateToken).toHaveBeenCalledTimes(3)
  expect(onExpired).not.toHaveBeenCalled()
  expect(isSignedIn()).toBe(true)

  auth.updateToken.mockResolvedValue(true)
  goOnline()
  await vi.advanceTimersByTimeAsync(0)
  expect(auth.updateToken).toHaveBeenCalledTimes(4)
  expect(onExpired).not.toHaveBeenCalled()
  expect(isSignedIn()).toBe(true)
  stop()
})

test('a dropped connection or a failing identity provider (5xx) does not end the session either', async () => {
  const auth = await installTestAuth()
  const onExpired = vi.fn()
  const stop = watchSession({ onExpired })
  auth.updateToken.mockRejectedValueOnce(new TypeError('Failed to fetch'))
  auth.updateToken.mockRejectedValueOnce(
    Object.assign(new Error('Server responded with an invalid status.'), {
      response: new Response(null, { status: 503 }),
    }),
  )
  await vi.advanceTimersByTimeAsync(60_000)
  expect(onExpired).not.toHaveBeenCalled()
  expect(auth.clearToken).not.toHaveBeenCalled()
  stop()
})

test('an API call while the identity provider cannot be reached uses the token it has', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockRejectedValue(new TypeError('Failed to fetch'))
  await expect(getFreshToken()).resolves.toBe(auth.token)
  expect(isSignedIn()).toBe(true)
})

test('a session ended elsewhere (the session frame answers changed) clears the data and asks to sign in again', async () => {
  const auth = await installTestAuth()
  auth.sessionId = 'sid-1'
  setAuthClient(auth, { clientId: 'web', statusPages: STATUS_PAGES })
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  render(<ToastContainer />)
  // Even with their code at hand, the checks wait until the page has shown
  // and the browser is idle, not while the page renders.
  await import('./session-status')
  const stop = watchSession()
  await vi.advanceTimersByTimeAsync(0)
  expect(screen.queryByTitle(COOKIE_CHECK)).not.toBeInTheDocument()
  await vi.waitFor(() => frame(COOKIE_CHECK))
  expect(frame(COOKIE_CHECK)).toHaveAttribute(
    'src',
    STATUS_PAGES.cookieCheckUrl,
  )
  answerFrom(COOKIE_CHECK, 'supported')
  await vi.advanceTimersByTimeAsync(0)
  expect(frame(STATUS)).toHaveAttribute('src', STATUS_PAGES.statusUrl)
  const questions = vi
    .spyOn(frame(STATUS).contentWindow!, 'postMessage')
    .mockImplementation(() => {})
  frame(STATUS).dispatchEvent(new Event('load'))
  await vi.advanceTimersByTimeAsync(5_000)
  expect(questions).toHaveBeenCalledWith('web sid-1', IDP_ORIGIN)
  expect(isSignedIn()).toBe(true)

  answerFrom(STATUS, 'changed')
  vi.useRealTimers()
  expect(
    await screen.findByText(
      'Your session has expired or is invalid. Logging you out.',
    ),
  ).toBeInTheDocument()
  expect(signedOut).toHaveBeenCalledExactlyOnceWith('expired')
  expect(isSignedIn()).toBe(false)
  expect(auth.clearToken).toHaveBeenCalledOnce()
  expect(auth.login).not.toHaveBeenCalled()
  await expect(getFreshToken()).resolves.toBeNull()
  stop()
  unsubscribe()
})

/** Starts the session checks of `auth` and answers them up to the status frame's first question. */
async function watchUpToFirstQuestion(
  auth: Awaited<ReturnType<typeof installTestAuth>>,
) {
  auth.sessionId = 'sid-1'
  setAuthClient(auth, { clientId: 'web', statusPages: STATUS_PAGES })
  await import('./session-status')
  const stop = watchSession()
  await vi.waitFor(() => frame(COOKIE_CHECK))
  answerFrom(COOKIE_CHECK, 'supported')
  await vi.advanceTimersByTimeAsync(0)
  vi.spyOn(frame(STATUS).contentWindow!, 'postMessage').mockImplementation(
    () => {},
  )
  frame(STATUS).dispatchEvent(new Event('load'))
  await vi.advanceTimersByTimeAsync(5_000)
  return stop
}

test('a session frame that cannot tell (error) during a network drop keeps the person signed in; a refresh settles it once the connection is back', async () => {
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  const stop = await watchUpToFirstQuestion(auth)
  goOffline()
  auth.updateToken.mockRejectedValue(new TypeError('Failed to fetch'))

  answerFrom(STATUS, 'error')
  await vi.advanceTimersByTimeAsync(7_000)
  expect(isSignedIn()).toBe(true)
  expect(signedOut).not.toHaveBeenCalled()
  expect(auth.clearToken).not.toHaveBeenCalled()

  // Back online, the session is settled by a refresh, which goes through.
  auth.updateToken.mockClear()
  auth.updateToken.mockResolvedValue(true)
  goOnline()
  await vi.advanceTimersByTimeAsync(0)
  expect(auth.updateToken).toHaveBeenCalledWith(-1)
  expect(isSignedIn()).toBe(true)
  expect(signedOut).not.toHaveBeenCalled()
  stop()
  unsubscribe()
})

test('a session frame that cannot tell (error) is settled by a refresh: refused, the session ends', async () => {
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  const stop = await watchUpToFirstQuestion(auth)
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) throw refusedRefresh(auth)
    return false
  })

  answerFrom(STATUS, 'error')
  await vi.advanceTimersByTimeAsync(0)
  expect(signedOut).toHaveBeenCalledExactlyOnceWith('expired')
  expect(isSignedIn()).toBe(false)
  stop()
  unsubscribe()
})

test('the session checks wait until the page has shown, however idle the browser is', async () => {
  const auth = await installTestAuth()
  setAuthClient(auth, { clientId: 'web', statusPages: STATUS_PAGES })
  await import('./session-status')
  const { opened: pageShown, open: showPage } = gate()
  idleWorkWaitsFor(pageShown)
  const stop = watchSession()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(screen.queryByTitle(COOKIE_CHECK)).not.toBeInTheDocument()

  showPage()
  await vi.waitFor(() => frame(COOKIE_CHECK))
  stop()
})

test('watching stopped before the page was idle starts no session check', async () => {
  const auth = await installTestAuth()
  setAuthClient(auth, { clientId: 'web', statusPages: STATUS_PAGES })
  const stop = watchSession()
  stop()
  await import('./session-status')
  await vi.advanceTimersByTimeAsync(1_000)
  expect(screen.queryByTitle(COOKIE_CHECK)).not.toBeInTheDocument()
})

test('an ended session ends once, however many noticed', async () => {
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  sessionEnded()
  sessionEnded()
  auth.onAuthLogout?.()
  expect(signedOut).toHaveBeenCalledTimes(1)
  expect(auth.clearToken).toHaveBeenCalledTimes(1)
  unsubscribe()
})

test('logging out clears the data once and starts no login meanwhile', async () => {
  const auth = await installTestAuth()
  const { opened, open: finishLogout } = gate()
  auth.logout.mockImplementation(() => opened)
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  const first = logout()
  void logout()
  // The cleared screens ask for data again: no token, and no login instead of the logout.
  await expect(getFreshToken()).resolves.toBeNull()
  await login()
  expect(auth.login).not.toHaveBeenCalled()
  expect(auth.logout).toHaveBeenCalledTimes(1)
  expect(signedOut).toHaveBeenCalledTimes(1)
  expect(signedOut).toHaveBeenCalledWith('logout')
  finishLogout()
  await first
  unsubscribe()
})

test('several loaders asking to log in at once start one login', async () => {
  const auth = await installTestAuth()
  await Promise.all([login('http://localhost/a'), login('http://localhost/b')])
  expect(auth.login).toHaveBeenCalledTimes(1)
  await login('http://localhost/c')
  expect(auth.login).toHaveBeenCalledTimes(2)
})
