/** One item of a FastAPI-style 422 body. */
export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

/**
 * An error answer of the API. The data layer throws it; the handlers turn
 * it into `{"detail": ...}` with the status and an `X-Request-Id`.
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem'

  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof detail === 'string' ? detail : detail.map((i) => i.msg).join(' '),
    )
  }
}

export const badRequest = (detail: string) => new ApiProblem(400, detail)

export const unauthorized = (detail: string) =>
  new ApiProblem(401, detail, { 'WWW-Authenticate': 'Bearer' })

export const forbidden = (detail: string) => new ApiProblem(403, detail)

/** Also for another user's objects, so their existence does not leak. */
export const notFound = (what: string) =>
  new ApiProblem(404, `${what} not found`)

export const conflict = (detail: string) => new ApiProblem(409, detail)

export const invalid = (field: string, msg: string, type = 'value_error') =>
  new ApiProblem(422, [{ loc: ['body', field], msg, type }])
