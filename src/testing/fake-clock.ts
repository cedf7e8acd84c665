import type { QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'

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
