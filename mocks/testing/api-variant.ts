/**
 * The variant stand-in (`mocks/api/variant/`) for one Vitest test: its ids,
 * spelling, list order, error bodies and 429s, in place of the standard
 * ones. `db.reset()` after each test (`src/testing/setup-tests.ts`) turns
 * it off again.
 */
import { tables } from '../api/data/store'
import { db } from '../api/db'

/**
 * Turns the in-process stand-in into the variant for the current test.
 * Call it before anything reaches the db: the seed made before would keep
 * the standard ids.
 */
export function enableApiVariant(): void {
  if (tables.users.size > 0) {
    throw new Error('enableApiVariant() must come before the first API call')
  }
  db.settings.isVariant = true
}
