import { act, render, screen } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'

import { gate } from '@/testing/requests'
import { installTestAuth, refusedRefresh } from '@/testing/test-auth'

import {
  getFreshToken,
  isSignedIn,
  login,
  logout,
  onSignOut,
  sessionEnded,
  watchSession,
} from './auth'

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

test('a session ended elsewhere (the session iframe reports a change) clears the data and asks to sign in again', async () => {
  vi.useRealTimers()
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  render(<ToastContainer />)
  // keycloak-js drops the token itself and calls onAuthLogout.
  act(() => auth.clearToken())
  expect(
    await screen.findByText(
      'Your session has expired or is invalid. Logging you out.',
    ),
  ).toBeInTheDocument()
  expect(signedOut).toHaveBeenCalledWith('expired')
  expect(isSignedIn()).toBe(false)
  expect(auth.login).not.toHaveBeenCalled()
  await expect(getFreshToken()).resolves.toBeNull()
  unsubscribe()
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
