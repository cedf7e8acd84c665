import { delay, HttpResponse } from 'msw'

import { getFreshToken } from '@/lib/auth'
import { countCalls } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'

import { closeEarlyReads, readEarly, takeEarlyRead } from './early-reads'
import { apiFetch, ApiError, apiRequest } from './http-client'

let token = ''
beforeEach(async () => {
  token = (await getFreshToken()) ?? ''
})

/** Starts an early read of `path` the way start-up does, with the session's token. */
const readAtStartup = (path: string) => readEarly(TEST_API_URL, token, path)

test('the first GET of a path read early takes its answer: the API is asked once, and afresh after that', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ read: 1 }),
    () => HttpResponse.json({ read: 2 }),
  ])
  readAtStartup('/things')

  await expect(apiRequest('/things')).resolves.toEqual({ read: 1 })
  expect(calls).toHaveLength(1)
  expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+/)
  await expect(apiRequest('/things')).resolves.toEqual({ read: 2 })
  expect(calls).toHaveLength(2)
})

test('a path read early twice is asked for once', async () => {
  const calls = countCalls('get', '/things', [() => HttpResponse.json({})])
  const first = readAtStartup('/things')
  const second = readAtStartup('/things')
  expect(second).toBe(first)
  await first
  expect(calls).toHaveLength(1)
})

test('an early answer is the GET’s own: a transient status or a refusal is its error', async () => {
  const flaky = countCalls('get', '/flaky', [
    () =>
      HttpResponse.json(
        { detail: 'Busy' },
        { status: 503, headers: { 'Retry-After': '0' } },
      ),
    () => HttpResponse.json({ ok: true }),
  ])
  const missing = countCalls('get', '/missing', [
    () => HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ])
  readAtStartup('/flaky')
  readAtStartup('/missing')

  // The query layer tries again (app/query-client.ts), not the request.
  await expect(apiRequest('/flaky')).rejects.toMatchObject({ status: 503 })
  expect(flaky).toHaveLength(1)
  const refusal = apiRequest('/missing')
  await expect(refusal).rejects.toBeInstanceOf(ApiError)
  await expect(refusal).rejects.toMatchObject({
    status: 404,
    detail: 'Not found',
  })
  expect(missing).toHaveLength(1)
})

test('an early read that could not be made hands over nothing: the GET is sent', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.error(),
    () => HttpResponse.json({ ok: true }),
  ])
  readAtStartup('/things')

  await expect(apiRequest('/things')).resolves.toEqual({ ok: true })
  expect(calls).toHaveLength(2)
})

test('what an answer names is read before the app can take the answer, which is then the GET’s own', async () => {
  countCalls('get', '/things', [() => HttpResponse.json({ next: '/more' })])
  const more = countCalls('get', '/more', [() => HttpResponse.json({})])
  readEarly(TEST_API_URL, token, '/things', (body) => {
    readAtStartup((body as { next: string }).next)
  })

  await expect(apiRequest('/things')).resolves.toEqual({ next: '/more' })
  expect(takeEarlyRead('/more')).toBeDefined()
  await vi.waitFor(() => expect(more).toHaveLength(1))
})

test('an answer read on is parsed once: the app takes the JSON that was read on', async () => {
  countCalls('get', '/things', [() => HttpResponse.json({ next: '/more' })])
  let seen: unknown
  readEarly(TEST_API_URL, token, '/things', (body) => {
    seen = body
  })

  const body = await apiRequest('/things')
  expect(body).toEqual({ next: '/more' })
  expect(body).toBe(seen)
})

test('an answer read on only when it is a 2xx: a refusal reaches the GET as it came', async () => {
  countCalls('get', '/missing', [
    () => HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ])
  const follow = vi.fn()
  readEarly(TEST_API_URL, token, '/missing', follow)

  await expect(apiRequest('/missing')).rejects.toMatchObject({
    status: 404,
    detail: 'Not found',
  })
  expect(follow).not.toHaveBeenCalled()
})

test('an answer cut off before its end, when read on, hands over nothing: the GET is sent', async () => {
  const cutOff = () =>
    new HttpResponse(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"next": "/mo'))
          controller.error(new TypeError('Connection reset'))
        },
      }),
      { headers: { 'Content-Type': 'application/json' } },
    )
  const calls = countCalls('get', '/things', [
    cutOff,
    () => HttpResponse.json({ next: null }),
  ])
  const follow = vi.fn()
  const early = readEarly(TEST_API_URL, token, '/things', follow)

  await expect(early).resolves.toBeNull()
  await expect(apiRequest('/things')).resolves.toEqual({ next: null })
  expect(calls).toHaveLength(2)
  expect(follow).not.toHaveBeenCalled()
})

test('a path the app has asked for is not read early any more', async () => {
  const calls = countCalls('get', '/things', [() => HttpResponse.json({})])
  await apiRequest('/things')

  expect(readAtStartup('/things')).toBeNull()
  expect(calls).toHaveLength(1)
})

test('a write drops the reads nobody took and cancels them: the next GET sees the write', async () => {
  let stored = ['Thyroid']
  let arrived: () => void = () => {}
  const readArrived = new Promise<void>((resolve) => (arrived = resolve))
  const reads = countCalls('get', '/projects', [
    async () => {
      const answer = HttpResponse.json(stored)
      arrived()
      await delay('infinite')
      return answer
    },
    () => HttpResponse.json(stored),
  ])
  countCalls('post', '/projects', [
    () => {
      stored = [...stored, 'Sleep']
      return HttpResponse.json({ id: 'prj_2' }, { status: 201 })
    },
  ])
  const early = readAtStartup('/projects')
  await readArrived

  await apiFetch('/projects', { method: 'POST', json: { name: 'Sleep' } })
  await expect(early).resolves.toBeNull()
  expect(reads[0]?.signal.aborted).toBe(true)
  await expect(apiRequest('/projects')).resolves.toEqual(['Thyroid', 'Sleep'])
  expect(reads).toHaveLength(2)
  expect(readAtStartup('/other')).toBeNull()
})

test('once reads are over, an answer nobody took is dropped: the GET asks afresh', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ read: 1 }),
    () => HttpResponse.json({ read: 2 }),
  ])
  await readAtStartup('/things')
  closeEarlyReads()

  await expect(apiRequest('/things')).resolves.toEqual({ read: 2 })
  expect(calls).toHaveLength(2)
})

test('a GET stopped while its early answer is on its way stops', async () => {
  countCalls('get', '/slow', [
    async () => {
      await delay('infinite')
      return HttpResponse.json({})
    },
  ])
  readAtStartup('/slow')
  const controller = new AbortController()
  const request = apiFetch('/slow', { signal: controller.signal })
  controller.abort()

  await expect(request).rejects.toMatchObject({ name: 'AbortError' })
})
