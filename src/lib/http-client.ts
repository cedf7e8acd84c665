import * as v from 'valibot'

import { apiHeaders } from '@/lib/api-headers'
import {
  getFreshToken,
  refreshAfterUnauthorized,
  sessionEnded,
  SessionUnavailableError,
} from '@/lib/auth'
import { getConfig } from '@/lib/config'
import { closeEarlyReads, earlyBody, takeEarlyRead } from '@/lib/early-reads'
import { yieldToBrowser } from '@/utils/yield-to-browser'

/** An answer from the API outside 2xx (docs/api.md#conventions), or a response that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly requestId: string | null = null,
    readonly body: unknown = null,
    /** How long the API asked to wait before asking again (`Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(detail)
  }
}

/** The request could not be made: no token, or a required value is missing. */
export class RequestNotSentError extends Error {
  override readonly name = 'RequestNotSentError'
}

/** A 2xx answer whose body is not the JSON it announced: cut off on the way, most likely. */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError'
}

/**
 * Statuses after which asking again later may succeed. The query layer
 * retries reads on them (app/query-client.ts); the http client itself
 * retries nothing, so a failing read costs what the query layer allows.
 */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export interface RequestOptions {
  method?: Method
  json?: unknown
  formData?: FormData
  signal?: AbortSignal
}

/**
 * Whether trying the same read again later may succeed: the connection
 * failed or dropped, the answer was cut off, the sign-in service could not
 * be reached, or the API answered a transient status. Refusals (4xx),
 * answers that break the contract and requests never sent are final.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof RequestNotSentError) return false
  if (error instanceof ApiError) return TRANSIENT_STATUSES.has(error.status)
  return true
}

/**
 * Whether a write that failed may have been carried out all the same: its
 * answer was lost or cut off, a gateway gave up waiting (5xx), or a 2xx
 * came with a body that breaks the contract. A refusal (4xx), a request
 * never sent, or one the sign-in service kept from going, changed nothing.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  if (
    error instanceof RequestNotSentError ||
    error instanceof SessionUnavailableError
  )
    return false
  if (error instanceof ApiError)
    return error.status >= 500 || error.status < 300
  return true
}

/** Whether the API answered that what was asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404

/** `Retry-After` in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(
  response: Response,
  now = Date.now(),
): number | null {
  const header = response.headers.get('Retry-After')?.trim()
  if (!header) return null
  if (/^\d+$/.test(header)) return Number(header) * 1000
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(at - now, 0)
}

/** The human-readable text of an error body: `detail` as a string or FastAPI-style list. */
export function readDetail(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object' || !('detail' in body)) return fallback
  const { detail } = body
  if (typeof detail === 'string' && detail.trim()) return detail
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item: unknown) =>
        item && typeof item === 'object' && 'msg' in item
          ? String(item.msg)
          : '',
      )
      .filter(Boolean)
    if (messages.length) return messages.join(' ')
  }
  return fallback
}

/** The body as JSON, as text when it is not JSON, null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Answers from this many characters (a long report with its references) are
 * read, parsed and validated in separate tasks, so that none of them holds
 * the main thread long enough to delay a tap on a phone.
 */
const LARGE_ANSWER_CHARS = 50_000

/** The JSON body of a 2xx answer; a body that does not parse was cut off or garbled. */
async function readJsonBody(
  response: Response,
): Promise<{ body: unknown; isLarge: boolean }> {
  const early = earlyBody(response)
  if (early) {
    // In a task of its own, as an answer read from the network comes:
    // start-up's answers are all at hand at once, and the app's work on
    // each of them would otherwise run in one long task.
    await yieldToBrowser()
    return { body: early.body, isLarge: early.length >= LARGE_ANSWER_CHARS }
  }
  const text = await response.text()
  if (!text) return { body: null, isLarge: false }
  const isLarge = text.length >= LARGE_ANSWER_CHARS
  if (isLarge) await yieldToBrowser()
  try {
    return { body: JSON.parse(text) as unknown, isLarge }
  } catch {
    throw new UnreadableAnswerError(
      'The answer from the server could not be read.',
    )
  }
}

/** `promise`, unless `signal` aborts first. */
const unlessAborted = <T>(promise: Promise<T>, signal?: AbortSignal) =>
  signal
    ? Promise.race([
        promise,
        new Promise<never>((_, reject) => {
          signal.throwIfAborted()
          signal.addEventListener('abort', () => reject(signal.reason), {
            once: true,
          })
        }),
      ])
    : promise

async function send(path: string, options: RequestOptions, token: string) {
  const headers = apiHeaders(token)
  let body: BodyInit | undefined
  if (options.formData) {
    body = options.formData
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  return fetch(`${getConfig().apiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  })
}

/**
 * Calls the API: bearer token, and one token refresh on 401 (a refused
 * refresh ends the session, once however many calls noticed). Nothing is
 * retried here: reads are retried by the query layer, writes never. A GET whose answer start-up
 * read early takes that answer instead of asking again (`early-reads.ts`);
 * any other method ends early reads. Resolves with the 2xx response; throws
 * `ApiError` otherwise. Reporting failures to the person is the query
 * layer's work (`app/query-client.ts`), not the request's.
 */
export async function apiFetch(
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const method = options.method ?? 'GET'
  if (method !== 'GET') closeEarlyReads()
  const token = await getFreshToken()
  if (!token) throw new RequestNotSentError('Authentication token is required.')

  const early = method === 'GET' ? takeEarlyRead(path) : undefined
  let response =
    (early && (await unlessAborted(early, options.signal))) ??
    (await send(path, options, token))
  if (response.status === 401) {
    // One immediate refresh; if the API still refuses the new token, the session is over.
    const retryToken = await refreshAfterUnauthorized()
    if (retryToken) {
      response = await send(path, options, retryToken)
      if (response.status === 401) sessionEnded()
    }
  }
  if (response.ok) return response

  const body = await readBody(response)
  throw new ApiError(
    response.status,
    readDetail(
      body,
      response.statusText || `Request failed with status ${response.status}`,
    ),
    response.headers.get('X-Request-Id'),
    body,
    retryAfterMs(response),
  )
}

/** `apiFetch` plus the JSON body, validated against `schema` when given. */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<v.InferOutput<S>>
export async function apiRequest(
  path: string,
  options?: RequestOptions,
): Promise<unknown>
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: v.GenericSchema } = {},
): Promise<unknown> {
  const response = await apiFetch(path, options)
  const { body, isLarge } = await readJsonBody(response)
  if (!options.schema) return body
  if (isLarge) await yieldToBrowser()
  const parsed = v.safeParse(options.schema, body)
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      `The server sent an unexpected answer for ${path}.`,
      response.headers.get('X-Request-Id'),
      body,
    )
  }
  if (isLarge) await yieldToBrowser()
  return parsed.output
}
