import { loadRetrying } from './lazy-retrying'

afterEach(() => {
  vi.useRealTimers()
})

test('a chunk that fails to load is fetched again after 1 s, then 2 s, and never rejects', async () => {
  vi.useFakeTimers()
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue('module')
  const loaded = loadRetrying(load)

  await vi.advanceTimersByTimeAsync(999)
  expect(load).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(1999)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(1)
  await expect(loaded).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(3)
})

test('back online, the chunk is fetched again at once, and only once', async () => {
  vi.useFakeTimers()
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue('module')
  const loaded = loadRetrying(load)
  await vi.advanceTimersByTimeAsync(0)

  window.dispatchEvent(new Event('online'))
  await expect(loaded).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
  // The timer of that attempt was dropped with it.
  await vi.advanceTimersByTimeAsync(60_000)
  expect(load).toHaveBeenCalledTimes(2)
})
