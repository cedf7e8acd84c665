import { ApiProblem } from '../api-problem'

import { counters } from './counters'

/** One GET in this many (over every user) is answered 429. */
export const RATE_LIMIT_EVERY = 7
/** What `Retry-After` says: a client that waits this long and asks again gets its answer. */
export const RETRY_AFTER_SECONDS = 1

/**
 * Throws the 429 that every `RATE_LIMIT_EVERY`th GET gets, with a
 * `Retry-After` in seconds. The same user's next GET of the same path is
 * never refused again: the 429 then goes to the GET after it, so one retry
 * of a read always succeeds.
 */
export function assertNotRateLimited(request: Request, sub: string): void {
  if (request.method !== 'GET') return
  counters.gets += 1
  if (counters.gets % RATE_LIMIT_EVERY === 0) counters.isRateLimitDue = true
  const key = `${sub} ${new URL(request.url).pathname}`
  if (counters.rateLimited.delete(key) || !counters.isRateLimitDue) return
  counters.isRateLimitDue = false
  counters.rateLimited.add(key)
  throw new ApiProblem(429, 'Too Many Requests', {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  })
}
