// @vitest-environment node
// English active, as the app starts (main.tsx imports it first).
import '@/i18n/i18n'

import {
  pendingRequestCount,
  StaleRequestError,
  withStaleRequestCancel,
} from './stale-requests'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A request that settles only when its signal aborts. */
const hangingRequest = (signal: AbortSignal) =>
  new Promise<string>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason))
  })

test('a request still pending 30 s after it started is cancelled at the next sweep', async () => {
  const result = withStaleRequestCancel(undefined, hangingRequest)
  const outcome = result.catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(29_999)
  expect(pendingRequestCount()).toBe(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(await outcome).toBeInstanceOf(StaleRequestError)
  expect(pendingRequestCount()).toBe(0)
})

test('sweeps run every 30 s: a request younger than 30 s waits for the next one', async () => {
  const first = withStaleRequestCancel(undefined, hangingRequest).catch(
    (error: unknown) => error,
  )
  await vi.advanceTimersByTimeAsync(10_000)
  let secondSettled = false
  const second = withStaleRequestCancel(undefined, hangingRequest).catch(
    (error: unknown) => {
      secondSettled = true
      return error
    },
  )
  await vi.advanceTimersByTimeAsync(20_000)
  expect(await first).toBeInstanceOf(StaleRequestError)
  expect(secondSettled).toBe(false)
  await vi.advanceTimersByTimeAsync(30_000)
  expect(await second).toBeInstanceOf(StaleRequestError)
})

test('requests that finish in time are left alone and the sweep stops when idle', async () => {
  const answer = await withStaleRequestCancel(undefined, async () => 'done')
  expect(answer).toBe('done')
  expect(pendingRequestCount()).toBe(0)
  expect(vi.getTimerCount()).toBe(0)
})

test('aborting the caller signal cancels the request with its reason', async () => {
  const controller = new AbortController()
  const outcome = withStaleRequestCancel(
    controller.signal,
    hangingRequest,
  ).catch((error: unknown) => error)
  controller.abort('panel closed')
  expect(await outcome).toBe('panel closed')
  expect(pendingRequestCount()).toBe(0)
})

test('an already aborted signal cancels at once', async () => {
  const controller = new AbortController()
  controller.abort('gone')
  await expect(
    withStaleRequestCancel(controller.signal, hangingRequest),
  ).rejects.toBe('gone')
})
