import type { QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { onTestFinished } from 'vitest'

/**
 * Fakes timers and Date: the API stand-in still answers through real I/O,
 * which `settle` waits for while the fake clock stands still.
 */
export function installFakeClock() {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
    ],
  })
}

/**
 * The clock moves on by `ms`, as when the person comes back later: `Date`
 * only, timers stay real, until the test ends.
 */
export function clockMovedOn(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
  onTestFinished(() => {
    vi.useRealTimers()
  })
}

/** One turn of the real event loop (a message, which the fake clock does not hold). */
export const realTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/**
 * Lets running requests and mutations finish, without moving the fake clock
 * (for up to 5 s of real time; `performance` is not faked).
 */
export async function settle(queryClient: QueryClient) {
  const deadline = performance.now() + 5000
  while (performance.now() < deadline) {
    if (!queryClient.isFetching() && !queryClient.isMutating()) return
    await act(realTurn)
  }
  const running = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .map((query) => JSON.stringify(query.queryKey))
  throw new Error(`settle: still running after 5 s: ${running.join(', ')}`)
}

/**
 * Moves the fake clock in 50 ms steps, settling after each, so an answer
 * comes at most 50 fake ms after its request.
 */
export async function advanceClock(queryClient: QueryClient, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - elapsed)))
    await settle(queryClient)
  }
}

/** Moves the fake clock by `ms`, letting real I/O run, without waiting for every query. */
export async function advanceFor(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - elapsed)))
    for (let turn = 0; turn < 10; turn++) await act(realTurn)
  }
}

/**
 * Moves the fake clock 100 ms at a time, letting real I/O run between
 * steps, until `find` finds something: for when a request is held or
 * waits to be tried again, so the queries never all settle. Route code
 * loads in real time: it waits up to 10 s of it, moving the clock at most
 * `maxMs`.
 */
export async function advanceUntil<T>(find: () => T | null, maxMs = 30_000) {
  const deadline = performance.now() + 10_000
  let advanced = 0
  while (performance.now() < deadline) {
    const found = find()
    if (found) return found
    if (advanced < maxMs) {
      await advanceFor(100)
      advanced += 100
    } else {
      await act(realTurn)
    }
  }
  throw new Error('Nothing found in time')
}
