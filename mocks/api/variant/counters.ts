/** What the variant counts so that it answers the same way on every run; `db.reset()` starts over. */
export const counters = {
  /** GETs seen, for the 429 every so many. */
  gets: 0,
  /** A 429 is due: it goes to the next GET whose path did not just have one. */
  isRateLimitDue: false,
  /** `sub path` of the GETs answered 429 whose next GET passes. */
  rateLimited: new Set<string>(),
  /** Error answers sent: odd ones an HTML page, even ones empty. */
  errors: 0,
}

export function resetVariantCounters(): void {
  counters.gets = 0
  counters.isRateLimitDue = false
  counters.rateLimited.clear()
  counters.errors = 0
}
