import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import * as z from 'zod/mini'

import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'

import { server } from '../../mocks/node'

import {
  apiFetch,
  ApiError,
  apiRequest,
  readDetail,
  retryDelay,
  shouldRetry,
} from './http-client'

const url = (path: string) => `${TEST_API_URL}${path}`

function countCalls(
  method: 'get' | 'post',
  path: string,
  responses: Array<() => Response>,
) {
  const calls: Request[] = []
  server.use(
    http[method](url(path), ({ request }) => {
      calls.push(request.clone())
      const respond =
        responses[Math.min(calls.length - 1, responses.length - 1)]
      return respond ? respond() : HttpResponse.json({})
    }),
  )
  return calls
}

test('sends the bearer token and parses the JSON answer', async () => {
  const calls = countCalls('get', '/things', [
    () => HttpResponse.json({ ok: true }),
  ])
  await expect(apiRequest('/things')).resolves.toEqual({ ok: true })
  expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+/)
})

test.each([408, 409, 425, 429, 500, 502, 503, 504])(
  'retries a GET once after %i',
  async (status) => {
    const calls = countCalls('get', '/flaky', [
      () =>
        HttpResponse.json(
          { detail: 'busy' },
          { status, headers: { 'Retry-After': '0' } },
        ),
      () => HttpResponse.json({ ok: true }),
    ])
    await expect(apiRequest('/flaky')).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  },
)

test('retries only once', async () => {
  const calls = countCalls('get', '/down', [
    () =>
      HttpResponse.json(
        { detail: 'Down' },
        { status: 503, headers: { 'Retry-After': '0' } },
      ),
  ])
  await expect(apiRequest('/down')).rejects.toMatchObject({
    status: 503,
    detail: 'Down',
  })
  expect(calls).toHaveLength(2)
})

test('never retries a POST', async () => {
  const calls = countCalls('post', '/create', [
    () => HttpResponse.json({ detail: 'Busy' }, { status: 503 }),
  ])
  await expect(
    apiFetch('/create', { method: 'POST', json: {} }),
  ).rejects.toBeInstanceOf(ApiError)
  expect(calls).toHaveLength(1)
})

test('does not retry statuses outside the list', async () => {
  const calls = countCalls('get', '/missing', [
    () => HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ])
  await expect(apiFetch('/missing')).rejects.toMatchObject({ status: 404 })
  expect(calls).toHaveLength(1)
})

test('the retry rules', () => {
  expect(shouldRetry('GET', 503)).toBe(true)
  expect(shouldRetry('GET', 501)).toBe(false)
  expect(shouldRetry('DELETE', 503)).toBe(false)
  expect(shouldRetry('DELETE', 503, true)).toBe(true)
  expect(
    retryDelay(new Response(null, { headers: { 'Retry-After': '2' } })),
  ).toBe(2000)
  expect(
    retryDelay(new Response(null, { headers: { 'Retry-After': '600' } })),
  ).toBe(5000)
  expect(retryDelay(new Response(null))).toBe(300)
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

test('a server fault shows the persistent red toast with the error ID', async () => {
  render(<ToastContainer />)
  countCalls('post', '/boom', [
    () =>
      HttpResponse.json(
        { detail: 'boom' },
        { status: 500, headers: { 'X-Request-Id': 'req_7' } },
      ),
  ])
  await act(() =>
    expect(apiFetch('/boom', { method: 'POST' })).rejects.toMatchObject({
      status: 500,
    }),
  )
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent(
    'Something went wrong, our team is on it. Please reach out support if it persists',
  )
  expect(toast).toHaveTextContent('Error ID: req_7')
})

test('a client error shows no toast', async () => {
  render(<ToastContainer />)
  countCalls('get', '/nope', [
    () => HttpResponse.json({ detail: 'Nope' }, { status: 404 }),
  ])
  await expect(apiFetch('/nope')).rejects.toMatchObject({ status: 404 })
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
  expect(auth.logout).not.toHaveBeenCalled()
})

test('a 401 whose refresh fails logs out without a toast', async () => {
  render(<ToastContainer />)
  const auth = await installTestAuth()
  auth.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) throw new Error('Failed to refresh token')
    return false
  })
  countCalls('get', '/secret', [
    () => HttpResponse.json({ detail: 'Expired' }, { status: 401 }),
  ])
  await expect(apiFetch('/secret')).rejects.toMatchObject({ status: 401 })
  expect(auth.logout).toHaveBeenCalled()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
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
    apiRequest('/shape', { schema: z.object({ id: z.string() }) }),
  ).rejects.toThrow('The server sent an unexpected answer for /shape.')
})
