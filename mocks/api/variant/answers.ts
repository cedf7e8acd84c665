/** The variant's answers: JSON bodies in its spelling, and errors as a gateway sends them. */
import { counters } from './counters'
import { variantBody } from './wire'

const REASONS: Record<number, string> = {
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/**
 * Errors that a gateway or proxy in front of an API often answers itself,
 * with a page of its own or nothing, and whose `detail` the app shows
 * nobody (docs/api.md, "What status codes mean to the app"). Refusals whose
 * `detail` the app shows where the action was (400, 403, 409, 413, 415,
 * 422) keep their JSON body: the contract promises it.
 */
const hasGatewayBody = (status: number) =>
  status === 401 || status === 404 || status === 429 || status >= 500

/**
 * An error answer: for a gateway's status, an HTML page (`text/html`) and
 * an empty body by turns; otherwise the JSON body in the variant's
 * spelling. `headers` (the `X-Request-Id`, `Retry-After` …) go with both.
 */
export function variantErrorResponse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): Response {
  if (!hasGatewayBody(status)) {
    return Response.json(variantBody(body), { status, headers })
  }
  counters.errors += 1
  const statusText = REASONS[status] ?? 'Error'
  if (counters.errors % 2 === 0) {
    return new Response(null, { status, statusText, headers })
  }
  return new Response(
    `<html><body><h1>${status} ${statusText}</h1></body></html>`,
    {
      status,
      statusText,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    },
  )
}

/** A handler's 2xx answer with its JSON body in the variant's spelling. */
export async function variantResponse(response: Response): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('json')) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(JSON.stringify(variantBody(await response.json())), {
    status: response.status,
    headers,
  })
}
