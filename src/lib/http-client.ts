import { t } from '@lingui/core/macro'
import * as v from 'valibot'

import {
  getFreshToken,
  refreshAfterUnauthorized,
  sessionEnded,
  SessionUnavailableError,
} from '@/lib/auth'
import { getConfig } from '@/lib/config'
import {
  apiHeaders,
  closeEarlyReads,
  earlyBody,
  takeEarlyRead,
} from '@/lib/early-reads'
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

// Headers the API reads or answers with.
const CONTENT_TYPE = 'Content-Type'
const REQUEST_ID = 'X-Request-Id'
const RETRY_AFTER = 'Retry-After'

/** Statuses the query layer retries reads on (app/query-client.ts); nothing is retried here. */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  json?: unknown
  formData?: FormData
  signal?: AbortSignal
}
export type Signal = Pick<RequestOptions, 'signal'>

/** Whether the same read may succeed later: anything but a refusal, a broken contract or a request never sent. */
export const isTransientFailure = (error: unknown): boolean =>
  error instanceof ApiError
    ? TRANSIENT_STATUSES.has(error.status)
    : !(error instanceof RequestNotSentError)

/** Whether a failed write may have happened: answer lost or cut off, a 5xx, or a 2xx that broke the contract. */
export const mayHaveBeenApplied = (error: unknown): boolean =>
  error instanceof ApiError
    ? error.status >= 500 || error.status < 300
    : !(
        error instanceof RequestNotSentError ||
        error instanceof SessionUnavailableError
      )

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404

/** `Retry-After` in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()) {
  const header = response.headers.get(RETRY_AFTER)?.trim()
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
  const messages = (Array.isArray(detail) ? detail : [])
    .map((item: unknown) =>
      item && typeof item === 'object' && 'msg' in item ? String(item.msg) : '',
    )
    .filter(Boolean)
  return messages.length ? messages.join(' ') : fallback
}

/** Larger answers are read, parsed and validated in separate tasks, not to delay a tap on a phone. */
const LARGE_ANSWER_CHARS = 50_000

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

function send(
  path: string,
  { method = 'GET', json, formData, signal }: RequestOptions,
  token: string,
) {
  const headers = apiHeaders(token)
  const isJson = !formData && json !== undefined
  if (isJson) headers.set(CONTENT_TYPE, 'application/json')
  return fetch(`${getConfig().apiUrl}${path}`, {
    method,
    headers,
    body: formData ?? (isJson ? JSON.stringify(json) : undefined),
    signal,
  })
}

/** Calls the API with the bearer token, refreshed once on 401; retries nothing. Throws `ApiError` outside 2xx. */
export async function apiFetch(
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const isGet = (options.method ?? 'GET') === 'GET'
  if (!isGet) closeEarlyReads()
  const token = await getFreshToken()
  if (!token)
    throw new RequestNotSentError(t`Authentication token is required.`)

  const early = isGet ? takeEarlyRead(path) : undefined
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

  const text = await response.text()
  let body: unknown = text || null
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the text, or null.
  }
  const { status } = response
  throw new ApiError(
    status,
    readDetail(
      body,
      response.statusText || t`Request failed with status ${status}`,
    ),
    response.headers.get(REQUEST_ID),
    body,
    retryAfterMs(response),
  )
}

/** About this many characters of a long list are validated per task: 5,000 records would hold the main thread. */
const CHARS_PER_TASK = 100_000

/** `schema`'s answer for `body`; a large list of a plain `v.array` item by item, in tasks of its own. */
async function validated(
  schema: v.GenericSchema,
  body: unknown,
  length: number,
) {
  if (
    length < LARGE_ANSWER_CHARS ||
    !Array.isArray(body) ||
    schema.type !== 'array'
  )
    return v.safeParse(schema, body)
  const { item } = schema as v.ArraySchema<v.GenericSchema, undefined>
  const perTask = Math.ceil((body.length * CHARS_PER_TASK) / length)
  const output: unknown[] = []
  for (const [i, entry] of body.entries()) {
    if (i && i % perTask === 0) await yieldToBrowser()
    const parsed = v.safeParse(item, entry)
    if (!parsed.success) return parsed
    output.push(parsed.output)
  }
  return { success: true as const, output }
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
  const early = earlyBody(response)
  // A task of its own even so: start-up's answers are all at hand at once.
  if (early) await yieldToBrowser()
  const text = early ? '' : await response.text()
  const length = early?.length ?? text.length
  const isLarge = length >= LARGE_ANSWER_CHARS
  let body = early?.body ?? null
  if (text) {
    if (isLarge) await yieldToBrowser()
    try {
      body = JSON.parse(text)
    } catch {
      // Cut off or garbled on the way, most likely.
      throw new UnreadableAnswerError(
        t`The answer from the server could not be read.`,
      )
    }
  }
  if (!options.schema) return body
  if (isLarge) await yieldToBrowser()
  const parsed = await validated(options.schema, body, length)
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      t`The server sent an unexpected answer for ${path}.`,
      response.headers.get(REQUEST_ID),
      body,
    )
  }
  if (isLarge) await yieldToBrowser()
  return parsed.output
}
