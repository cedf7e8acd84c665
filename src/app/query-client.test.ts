import { HttpResponse } from 'msw'

import { apiRequest } from '@/lib/http-client'
import { countCalls } from '@/testing/requests'

import { createQueryClient } from './query-client'

afterEach(() => {
  vi.useRealTimers()
})

/** Fetches `/things` through the app's query client, moving a fake clock by `ms`. */
async function readThings(ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const queryClient = createQueryClient()
  const read = queryClient
    .fetchQuery({ queryKey: ['things'], queryFn: () => apiRequest('/things') })
    .then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    )
  await vi.advanceTimersByTimeAsync(ms)
  return read
}

test('a read that keeps failing is asked for four times in all, after 1, 2 and 4 s', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ detail: 'Down' }, { status: 503 }),
  ])
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const queryClient = createQueryClient()
  const read = queryClient
    .fetchQuery({ queryKey: ['things'], queryFn: () => apiRequest('/things') })
    .catch((error: unknown) => error)
  const callsAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms)
    return calls.length
  }
  expect(await callsAfter(900)).toBe(1)
  expect(await callsAfter(200)).toBe(2)
  expect(await callsAfter(2_000)).toBe(3)
  expect(await callsAfter(4_000)).toBe(4)
  expect(await callsAfter(60_000)).toBe(4)
  await expect(read).resolves.toMatchObject({ status: 503 })
})

test('a read that succeeds on a later try answers', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ detail: 'Busy' }, { status: 502 }),
    () => HttpResponse.json({ ok: true }),
  ])
  await expect(readThings(2_000)).resolves.toEqual({ data: { ok: true } })
  expect(calls).toHaveLength(2)
})

test('a 429 is asked for again only after the Retry-After the API gave', async () => {
  const calls = countCalls('get', '/things', [
    () =>
      HttpResponse.json(
        { detail: 'Slow down' },
        { status: 429, headers: { 'Retry-After': '10' } },
      ),
    () => HttpResponse.json({ ok: true }),
  ])
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const queryClient = createQueryClient()
  const read = queryClient.fetchQuery({
    queryKey: ['things'],
    queryFn: () => apiRequest('/things'),
  })
  await vi.advanceTimersByTimeAsync(9_900)
  expect(calls).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(200)
  await expect(read).resolves.toEqual({ ok: true })
  expect(calls).toHaveLength(2)
})

test('a refusal is not asked for again', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ])
  expect(await readThings(30_000)).toMatchObject({ error: { status: 404 } })
  expect(calls).toHaveLength(1)
})
