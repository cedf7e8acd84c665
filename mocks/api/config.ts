/** Shared constants of the API stand-in. */

/** Base of every handler URL; `server.ts` maps whatever port it runs on onto it. */
export const API_URL = 'http://localhost:8181'

export const DEFAULT_IDP_ISSUER = 'http://localhost:8180/realms/dev'
export const DEFAULT_API_AUDIENCE = 'api'

/** Time from creation to a terminal status of a new analysis. */
export const DEFAULT_ANALYSIS_MS = 6000

/** A question containing these words ends FAILED (case-insensitive). */
export const FAILURE_TRIGGER = 'simulate failure'
/** A note containing these words is rejected with a 200 `status: ERROR`. */
export const REJECTION_TRIGGER = 'simulate rejection'

/**
 * The API accepts longer questions than the landing page lets a person type
 * (200 characters there): follow-ups and questions asked from a project
 * reach it too. The app's own limits (note length, file kinds and size) are
 * imported from src/, so the two cannot drift apart.
 */
export const QUESTION_MAX_LENGTH = 2000

export const DEMO_PROJECT_NAMES = {
  pots: 'Example: POTS',
  breastCancer: 'Example: Breast Cancer',
} as const

// `process` is absent in a browser and untyped under tsconfig.app.json.
const processEnv = (
  globalThis as { process?: { env?: Record<string, string | undefined> } }
).process?.env

/** An environment variable, or undefined when unset, empty or not in Node. */
export function readEnv(name: string): string | undefined {
  const value = processEnv?.[name]?.trim()
  return value ? value : undefined
}
