import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import * as v from 'valibot'

import { isSignedIn, onSignOut, SessionUnavailableError } from '@/lib/auth'
import { renderWithProviders } from '@/testing/render'
import { countCalls } from '@/testing/requests'
import { installTestAuth, refusedRefresh } from '@/testing/test-auth'
import { analysisSchema } from '@/types/analysis'
import { projectSchema } from '@/types/project'

import {
  apiFetch,
  ApiError,
  apiRequest,
  isTransientFailure,
  mayHaveBeenApplied,
  readDetail,
  RequestNotSentError,
  retryAfterMs,
  UnreadableAnswerError,
} from './http-client'

/** Whether the session has ended, as the app's screens see it. */
const hasSessionEnded = () => !isSignedIn()

test('sends the bearer token and parses the JSON answer', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ ok: true }),
  ])
  await expect(apiRequest('/things')).resolves.toEqual({ ok: true })
  expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+/)
})

test.each([408, 429, 500, 503])(
  'asks once: a GET answered %i fails at once, with the wait the API asked for',
  async (status) => {
    const calls = countCalls('get', '/flaky', [
      () =>
        HttpResponse.json(
          { detail: 'busy' },
          { status, headers: { 'Retry-After': '2' } },
        ),
      () => HttpResponse.json({ ok: true }),
    ])
    await expect(apiRequest('/flaky')).rejects.toMatchObject({
      status,
      retryAfterMs: 2000,
    })
    expect(calls).toHaveLength(1)
  },
)

test('never retries a POST', async () => {
  const calls = countCalls('post', '/create', [
    () => HttpResponse.json({ detail: 'Busy' }, { status: 503 }),
  ])
  await expect(
    apiFetch('/create', { method: 'POST', json: {} }),
  ).rejects.toBeInstanceOf(ApiError)
  expect(calls).toHaveLength(1)
})

test('Retry-After in seconds or as a date; anything else is no wait asked for', () => {
  const after = (value?: string) =>
    retryAfterMs(
      new Response(null, value ? { headers: { 'Retry-After': value } } : {}),
      Date.parse('2026-12-01T10:00:00Z'),
    )
  expect(after('2')).toBe(2000)
  expect(after('Tue, 01 Dec 2026 10:00:30 GMT')).toBe(30_000)
  expect(after('Tue, 01 Dec 2026 09:00:00 GMT')).toBe(0)
  expect(after('soon')).toBeNull()
  expect(after()).toBeNull()
})

test('maps an error answer to ApiError with its detail and request id', async () => {
  countCalls('post', '/reject', [
    () =>
      HttpResponse.json(
        { detail: 'This feature is disabled for demo projects' },
        { status: 403, headers: { 'X-Request-Id': 'req_42' } },
      ),
  ])
  const error = await apiFetch('/reject', { method: 'POST' }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 403,
    detail: 'This feature is disabled for demo projects',
    requestId: 'req_42',
  })
})

test('reads FastAPI-style validation details', () => {
  const body = {
    detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }],
  }
  expect(readDetail(body, 'fallback')).toBe('Field required')
  expect(readDetail({ detail: '' }, 'fallback')).toBe('fallback')
  expect(readDetail('<html>', 'fallback')).toBe('fallback')
})

test('a server fault, through a query or a mutation, shows the persistent red toast with the error ID once', async () => {
  countCalls('post', '/boom', [
    () =>
      HttpResponse.json(
        { detail: 'boom' },
        { status: 500, headers: { 'X-Request-Id': 'req_7' } },
      ),
  ])
  countCalls('get', '/boom', [
    () =>
      HttpResponse.json(
        { detail: 'boom' },
        { status: 503, headers: { 'X-Request-Id': 'req_8' } },
      ),
  ])
  const { queryClient } = renderWithProviders(<p>page</p>)
  await act(() =>
    expect(
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => apiFetch('/boom', { method: 'POST' }),
        })
        .execute(undefined),
    ).rejects.toMatchObject({ status: 500 }),
  )
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent(
    'Something went wrong, our team is on it. Please reach out support if it persists',
  )
  expect(toast).toHaveTextContent('Error ID: req_7')

  await act(() =>
    expect(
      queryClient.fetchQuery({
        queryKey: ['boom'],
        queryFn: () => apiFetch('/boom'),
      }),
    ).rejects.toMatchObject({ status: 503 }),
  )
  // One toast for server faults; the newer fault's error ID replaces the older.
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Error ID: req_8'),
  )
  expect(screen.getAllByRole('alert')).toHaveLength(1)
})

test('a client error shows no toast', async () => {
  const { queryClient } = renderWithProviders(<p>page</p>)
  countCalls('get', '/nope', [
    () => HttpResponse.json({ detail: 'Nope' }, { status: 404 }),
  ])
  await act(() =>
    expect(
      queryClient.fetchQuery({
        queryKey: ['nope'],
        queryFn: () => apiFetch('/nope'),
      }),
    ).rejects.toMatchObject({ status: 404 }),
  )
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a 401 refreshes the token once and repeats the call with the new token', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) auth.token = `${auth.token}-refreshed`
    return minValidity === -1
  })
  const calls = countCalls('get', '/secret', [
    () => HttpResponse.json({ detail: 'Expired' }, { status: 401 }),
    () => HttpResponse.json({ ok: true }),
  ])
  await expect(apiRequest('/secret')).resolves.toEqual({ ok: true })
  expect(auth.updateToken).toHaveBeenCalledWith(-1)
  expect(calls[1]?.headers.get('Authorization')).toMatch(/-refreshed$/)
  expect(hasSessionEnded()).toBe(false)
})

test('a 401 whose refresh the identity provider refuses ends the session: its data goes, no login starts', async () => {
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) throw refusedRefresh(auth)
    return false
  })
  countCalls('get', '/secret', [
    () => HttpResponse.json({ detail: 'Expired' }, { status: 401 }),
  ])
  await expect(apiFetch('/secret')).rejects.toMatchObject({ status: 401 })
  expect(hasSessionEnded()).toBe(true)
  expect(signedOut).toHaveBeenCalledWith('expired')
  expect(auth.logout).not.toHaveBeenCalled()
  expect(auth.login).not.toHaveBeenCalled()
  unsubscribe()
})

test('many calls answered 401 at once end the session once', async () => {
  renderWithProviders(<p>page</p>)
  const auth = await installTestAuth()
  const signedOut = vi.fn()
  const unsubscribe = onSignOut(signedOut)
  let refreshes = 0
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity !== -1) return false
    refreshes += 1
    await new Promise((resolve) => setTimeout(resolve, 10))
    throw refusedRefresh(auth)
  })
  countCalls('get', '/secret', [
    () => HttpResponse.json({ detail: 'Expired' }, { status: 401 }),
  ])
  const outcomes = await act(() =>
    Promise.allSettled(Array.from({ length: 6 }, () => apiFetch('/secret'))),
  )
  expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
  expect(signedOut).toHaveBeenCalledTimes(1)
  expect(auth.logout).not.toHaveBeenCalled()
  expect(auth.login).not.toHaveBeenCalled()
  expect(refreshes).toBeGreaterThanOrEqual(1)
  // One message, however many calls noticed.
  expect(
    await screen.findByText(
      'Your session has expired or is invalid. Logging you out.',
    ),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  unsubscribe()
})

test('a 401 while the identity provider cannot be reached is a passing failure, not the end of the session', async () => {
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) throw new TypeError('Failed to fetch')
    return false
  })
  countCalls('get', '/secret', [
    () => HttpResponse.json({ detail: 'Expired' }, { status: 401 }),
  ])
  const error = await apiFetch('/secret').catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(SessionUnavailableError)
  expect(isTransientFailure(error)).toBe(true)
  expect(hasSessionEnded()).toBe(false)
  expect(auth.clearToken).not.toHaveBeenCalled()
})

test('a write may have been carried out when its answer was lost, cut off or a 5xx; not when refused or never sent', () => {
  const applied = [
    new TypeError('Failed to fetch'),
    new UnreadableAnswerError('cut off'),
    new ApiError(502, 'Bad gateway'),
    new ApiError(201, 'The answer does not match the API contract'),
  ]
  const notApplied = [
    new ApiError(403, 'Demo project'),
    new ApiError(422, 'Too long'),
    new RequestNotSentError('No token'),
    new SessionUnavailableError(),
  ]
  expect(applied.map(mayHaveBeenApplied)).toEqual(applied.map(() => true))
  expect(notApplied.map(mayHaveBeenApplied)).toEqual(
    notApplied.map(() => false),
  )
})

test('refuses to call without a token', async () => {
  const auth = await installTestAuth()
  auth.token = undefined
  const calls = countCalls('get', '/things', [() => HttpResponse.json({})])
  await expect(apiFetch('/things')).rejects.toThrow(
    'Authentication token is required.',
  )
  expect(calls).toHaveLength(0)
})

test('a response that breaks the contract is a clear error, not a crash', async () => {
  countCalls('get', '/shape', [() => HttpResponse.json({ id: 42 })])
  await expect(
    apiRequest('/shape', { schema: v.object({ id: v.string() }) }),
  ).rejects.toThrow('The server sent an unexpected answer for /shape.')
})

test('resolves with the answer as the schema reads it', async () => {
  countCalls('get', '/projects/p_1', [
    () =>
      HttpResponse.json({
        id: 'p_1',
        name: 'Thyroid',
        isActive: null,
        analyses: [{ id: 'a', analysisType: 'REPORT', status: 'PENDING' }],
        owner: 'usr_demo',
      }),
  ])
  await expect(
    apiRequest('/projects/p_1', { schema: projectSchema }),
  ).resolves.toStrictEqual({
    id: 'p_1',
    name: 'Thyroid',
    isActive: true,
    records: [],
    analyses: [
      { id: 'a', analysisType: 'REPORT', status: 'PENDING', children: [] },
    ],
  })
})

test('a long list, read in tasks of its own, is read as the schema reads it, and one bad item deep in it still breaks the contract', async () => {
  const project = (i: number) => ({
    id: `p_${i}`,
    name: `Project ${i} ${'x'.repeat(60)}`,
    isActive: null,
    analyses: [],
  })
  const long = Array.from({ length: 3000 }, (_, i) => project(i))
  countCalls('get', '/long', [
    () => HttpResponse.json(long),
    () => HttpResponse.json([...long, { id: 42 }]),
  ])
  const read = await apiRequest('/long', { schema: v.array(projectSchema) })
  expect(read).toHaveLength(3000)
  expect(read[2999]).toStrictEqual({
    ...project(2999),
    isActive: true,
    records: [],
  })
  await expect(
    apiRequest('/long', { schema: v.array(projectSchema) }),
  ).rejects.toThrow('The server sent an unexpected answer for /long.')
})

test('an answer that breaks the contract deep down raises ApiError with the answer and its request id', async () => {
  const body = {
    id: 'ana_1',
    status: 'COMPLETED',
    bibliography: { 1: { authors: ['Smith J', 42] } },
  }
  countCalls('get', '/analysis/report/ana_1', [
    () => HttpResponse.json(body, { headers: { 'X-Request-Id': 'req_7' } }),
  ])
  const error = await apiRequest('/analysis/report/ana_1', {
    schema: analysisSchema,
  }).catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 200,
    message: 'The server sent an unexpected answer for /analysis/report/ana_1.',
    requestId: 'req_7',
    body,
  })
})

test('an answer cut off on the way is a passing failure; one that breaks the contract is not', async () => {
  countCalls('get', '/cut', [
    () =>
      new HttpResponse('{"id": "ana_1", "content": "Levothyr', {
        headers: { 'Content-Type': 'application/json' },
      }),
  ])
  const cut = await apiRequest('/cut').catch((reason: unknown) => reason)
  expect(cut).toBeInstanceOf(UnreadableAnswerError)
  expect(isTransientFailure(cut)).toBe(true)

  countCalls('get', '/shape', [() => HttpResponse.json({ id: 42 })])
  const broken = await apiRequest('/shape', {
    schema: v.object({ id: v.string() }),
  }).catch((reason: unknown) => reason)
  expect(isTransientFailure(broken)).toBe(false)
  expect(isTransientFailure(new ApiError(503, 'Unavailable'))).toBe(true)
  expect(isTransientFailure(new ApiError(404, 'Not found'))).toBe(false)
})
