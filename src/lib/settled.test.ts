import { settledCheck } from './settled'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('a state that holds only until the code awaiting it runs does not count; one that still holds a task later does, once', async () => {
  let inFlight = 1
  const done = vi.fn()
  const { check } = settledCheck(() => inFlight === 0, done)

  // The first read ends; the next starts in the continuation that awaited it.
  inFlight = 0
  check()
  await Promise.resolve()
  inFlight = 1
  await vi.advanceTimersByTimeAsync(0)
  expect(done).not.toHaveBeenCalled()

  inFlight = 0
  check()
  check()
  await vi.advanceTimersByTimeAsync(0)
  expect(done).toHaveBeenCalledTimes(1)
  check()
  await vi.advanceTimersByTimeAsync(0)
  expect(done).toHaveBeenCalledTimes(1)
})

test('cancelled, a check on its way calls nothing', async () => {
  const done = vi.fn()
  const { check, cancel } = settledCheck(() => true, done)
  check()
  cancel()
  await vi.advanceTimersByTimeAsync(0)
  expect(done).not.toHaveBeenCalled()
})
