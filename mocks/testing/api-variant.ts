/**
 * The variant stand-in (`mocks/api/variant/`) for one Vitest test: its ids,
 * spelling, list order, error bodies and 429s, in place of the standard
 * ones. `db.reset()` after each test (`src/testing/setup-tests.ts`) turns
 * it off again.
 */
import { db } from '../api/db'

/**
 * Turns the in-process stand-in into the variant for the current test. It
 * starts the db over: a seed made before (by a request the test before
 * left behind, say) would keep the standard ids. So it comes first.
 */
export function enableApiVariant(): void {
  db.reset()
  db.settings.isVariant = true
}

/** For tests that run against both stand-ins: `describe.each(API_MODES)`. */
export const API_MODES = ['standard', 'variant'] as const
export type ApiMode = (typeof API_MODES)[number]

/** The stand-in of `mode` for the current test (the standard one is the default). */
export function startApiMode(mode: ApiMode): void {
  if (mode === 'variant') enableApiVariant()
}
