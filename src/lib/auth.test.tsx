import { act, render, screen } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'

import { installTestAuth } from '@/testing/test-auth'

import { expireSession, getFreshToken, onSignOut, watchSession } from './auth'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

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

test('a failed refresh ends the session', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockRejectedValue(new Error('Failed to refresh token'))
  const onExpired = vi.fn()
  const stop = watchSession({ onExpired })
  await vi.advanceTimersByTimeAsync(30_000)
  expect(onExpired).toHaveBeenCalledTimes(1)
  stop()
})

test('an expired session tells the user, drops the data and the token', async () => {
  vi.useRealTimers()
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  render(<ToastContainer />)
  act(() => expireSession())
  expect(
    await screen.findByText(
      'Your session has expired or is invalid. Logging you out.',
    ),
  ).toBeInTheDocument()
  expect(signedOut).toHaveBeenCalled()
  expect(auth.clearToken).toHaveBeenCalled()
  unsubscribe()
})

test('a refresh refused with 400 clears the token and starts a new login', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async () => {
    auth.token = undefined
    throw new Error('400')
  })
  await expect(getFreshToken()).resolves.toBeNull()
  expect(auth.login).toHaveBeenCalled()
})

test('several loaders asking to log in at once start one login', async () => {
  const auth = await installTestAuth()
  const { login } = await import('./auth')
  await Promise.all([login('http://localhost/a'), login('http://localhost/b')])
  expect(auth.login).toHaveBeenCalledTimes(1)
  await login('http://localhost/c')
  expect(auth.login).toHaveBeenCalledTimes(2)
})
