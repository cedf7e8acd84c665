import { http, HttpResponse, type JsonBodyType } from 'msw'
import { onTestFinished } from 'vitest'

import { server } from '@mocks/testing/node'

import { TEST_API_URL } from './test-auth'

/**
 * Records each request the API stand-in receives during the test, as
 * 'METHOD /path', in order. Clear it with `requests.length = 0`.
 */
export function recordRequests(): string[] {
  const requests: string[] = []
  const listener = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return requests
}

export interface RecordedRequest {
  method: string
  path: string
  /** The parsed JSON body; null for any other body. */
  body: unknown
}

/** Like `recordRequests`, keeping each JSON body as well. */
export function recordRequestsWithBodies(): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  const listener = async ({ request }: { request: Request }) => {
    const isJson = request.headers.get('Content-Type') === 'application/json'
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: isJson ? ((await request.clone().json()) as unknown) : null,
    })
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return requests
}

/**
 * Holds requests (or any awaited step, such as a logout) until the test lets
 * them through: a handler awaits `opened`, the test calls `open()`. Once
 * open, it stays open.
 */
export function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/**
 * Answers the API's `method` requests to `path` with `responses` in turn
 * (the last one repeats; none: an empty JSON object) and returns the
 * requests received, in order.
 */
export function countCalls(
  method: 'get' | 'post',
  path: string,
  responses: Array<() => Response | Promise<Response>>,
) {
  const calls: Request[] = []
  server.use(
    http[method](`${TEST_API_URL}${path}`, ({ request }) => {
      calls.push(request.clone())
      const respond =
        responses[Math.min(calls.length - 1, responses.length - 1)]
      return respond ? respond() : HttpResponse.json({})
    }),
  )
  return calls
}

/**
 * From now on, every read (GET) of `path` on the API (`:params` allowed)
 * answers `body` as it is now, whatever is written since: the API's reads
 * lag behind its writes. Returns the count of reads it answered.
 */
export function lagReads(path: string, body: JsonBodyType): () => number {
  const before = structuredClone(body)
  let reads = 0
  server.use(
    http.get(`${TEST_API_URL}${path}`, () => {
      reads += 1
      return HttpResponse.json(before)
    }),
  )
  return () => reads
}

/**
 * From now on, every POST to `path` on the API (`:params` allowed) loses
 * its answer: the connection drops. With `apply`, the API carries the
 * request out first (given the path's `projectId`-style parameters and the
 * request), so only its answer is lost.
 */
export function loseAnswers(
  path: string,
  apply?: (
    params: Record<string, string>,
    request: Request,
  ) => Promise<unknown> | unknown,
) {
  server.use(
    http.post(`${TEST_API_URL}${path}`, async ({ params, request }) => {
      await apply?.(stringParams(params), request)
      return HttpResponse.error()
    }),
  )
}

type PathParams = Record<string, string | readonly string[] | undefined>

const stringParams = (params: PathParams) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  )

/**
 * From now on, every POST to `path` on the API (`:params` allowed) waits
 * for an answer until the test ends, as the request of a page that was
 * reloaded meanwhile never hears back. With `apply`, the API carries it out
 * first (as in `loseAnswers`). Returns the count of requests held.
 */
export function holdAnswers(
  path: string,
  apply?: (
    params: Record<string, string>,
    request: Request,
  ) => Promise<unknown> | unknown,
): () => number {
  const { opened, open } = gate()
  onTestFinished(open)
  let held = 0
  server.use(
    http.post(`${TEST_API_URL}${path}`, async ({ params, request }) => {
      await apply?.(stringParams(params), request)
      held += 1
      await opened
      return HttpResponse.error()
    }),
  )
  return () => held
}

/**
 * From now on, every POST to `path` on the API (`:params` allowed) waits
 * until the test calls the function returned; then the API stand-in
 * carries it out and answers as usual.
 */
export function holdPosts(path: string): () => void {
  const { opened, open } = gate()
  onTestFinished(open)
  server.use(
    http.post(`${TEST_API_URL}${path}`, async () => {
      await opened
    }),
  )
  return open
}
