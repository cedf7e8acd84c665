/** Shared plumbing of the handlers: auth, JSON bodies and error answers. */
import { HttpResponse, type PathParams } from 'msw'

import { ApiProblem, badRequest } from '../api-problem'
import { authenticate } from '../auth'
import { db } from '../db'
import { variantErrorResponse, variantResponse } from '../variant/answers'
import { assertNotRateLimited } from '../variant/rate-limit'

/** The error ID that the app's 500 toast shows. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `req_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

function problemResponse(problem: ApiProblem): Response {
  const headers = { 'X-Request-Id': newRequestId(), ...problem.headers }
  if (db.settings.isVariant) {
    return variantErrorResponse(
      problem.status,
      { detail: problem.detail },
      headers,
    )
  }
  return HttpResponse.json(
    { detail: problem.detail },
    { status: problem.status, headers },
  )
}

export const json = (body: unknown, status = 200) =>
  Response.json(body, { status })

export const noContent = () => new HttpResponse(null, { status: 204 })

/** The parsed JSON body; malformed JSON is a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
}

interface UserRequest {
  request: Request
  params: Record<string, string>
  /** The token's `sub`: whose data the call sees. */
  sub: string
}

function stringParams(params: PathParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      (typeof value === 'string' ? value : value?.[0]) ?? '',
    ]),
  )
}

/**
 * A resolver for an authenticated call: 401 without a valid token, the
 * caller provisioned on first use, and `ApiProblem`s turned into answers.
 * The variant also refuses a GET now and then (429) and spells its answers
 * its own way (`mocks/api/variant/`).
 */
export function withUser(
  resolver: (call: UserRequest) => Response | Promise<Response>,
) {
  return async ({
    request,
    params,
  }: {
    request: Request
    params: PathParams
  }): Promise<Response> => {
    try {
      const sub = await authenticate(request)
      db.userFor(sub)
      const call = { request, params: stringParams(params), sub }
      if (!db.settings.isVariant) return await resolver(call)
      assertNotRateLimited(request, sub)
      return await variantResponse(await resolver(call))
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(error)
      // Loud on purpose: Vitest's setup fails a test on console.error.
      console.error('API stand-in: unexpected error', error)
      return problemResponse(new ApiProblem(500, 'Internal server error'))
    }
  }
}
