import { badRequest, invalid } from '../api-problem'

/** A JSON body as a plain object; anything else is a 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

/** A required string field; missing or not a string is a 422 like FastAPI. */
export function requiredString(
  body: Record<string, unknown>,
  field: string,
): string {
  const value = body[field]
  if (value === undefined || value === null) {
    throw invalid(field, 'Field required', 'missing')
  }
  if (typeof value !== 'string') {
    throw invalid(field, 'Input should be a valid string', 'string_type')
  }
  return value
}

export function optionalString(
  body: Record<string, unknown>,
  field: string,
): string | null | undefined {
  const value = body[field]
  if (value === undefined || value === null) return value
  if (typeof value !== 'string') {
    throw invalid(field, 'Input should be a valid string', 'string_type')
  }
  return value
}

/** A name that must not be blank once trimmed. */
export function nonBlank(field: string, value: string, label: string): string {
  const trimmed = value.trim()
  if (!trimmed)
    throw invalid(field, `${label} must not be blank`, 'value_error')
  return trimmed
}
