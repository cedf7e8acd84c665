import type { AnalysisStatus, AnalysisType } from '../../../src/types/analysis'
import { notFound } from '../api-problem'
import { DEFAULT_ANALYSIS_MS, readEnv } from '../config'
import type { ApiBibliography, ApiPatient, ApiUserQuestion } from '../types'
import { resetVariantCounters } from '../variant/counters'
import { uuidFrom } from '../variant/uuid'

/** Ids of what the seed created for one user, for tests to reach it. */
export interface SeedIds {
  patients: { jane: string; robert: string; generic: string }
  projects: {
    firstProject: string
    thyroid: string
    pots: string
    breastCancer: string
    heartHealth: string
    archived: string
  }
  analyses: {
    firstQuestion: string
    /** The report with every kind of citation marker. */
    thyroidReport: string
    /** Follow-ups of the thyroid report, in the order they were asked. */
    thyroidFollowUps: [string, string]
    /** A follow-up of the first thyroid follow-up. */
    nestedFollowUp: string
    potsReports: string[]
    breastCancerReports: string[]
    heartQuestion: string
    archivedReport: string
  }
  records: {
    thyroidResults: string
    clinicLetter: string
    symptomDiary: string
    pumpPhoto: string
  }
}

/** A user of the API, created on the first call with a new token `sub`. */
export interface UserAccount {
  sub: string
  /** What GET /users/me answers: `usr_` + a slug of the sub (the variant: a UUID). */
  id: string
  /** Ids of the seeded objects; null when the user was provisioned empty or reset. */
  seed: SeedIds | null
}

/** Every stored object belongs to one user, by token `sub`. */
interface Owned {
  owner: string
}

/** A patient as the API returns it, kept with its owner. */
export interface StoredPatient extends Owned, ApiPatient {}

export interface StoredProject extends Owned {
  id: string
  patientId: string
  name: string
  isActive: boolean
  /** Listed by /users/me/demo_projects and read-only. */
  isDemo: boolean
  createdAt: string
  updatedAt: string
}

export interface StoredRecord extends Owned {
  id: string
  patientId: string
  title: string
  content: string
  recordType: string
  createdAt: string
  updatedAt: string
  hash?: string
  /** The one source of truth for links; a project's `records` is derived. */
  linkedProjects: string[]
  thumbnailUrl: string | null
}

/** What a finished analysis shows; hidden until it is COMPLETED. */
export interface AnalysisResult {
  content: string
  bibliography: ApiBibliography
  furtherQuestions: string[]
}

export interface StoredAnalysis extends Owned {
  id: string
  projectId: string
  parentAnalysisId: string | null
  analysisType: AnalysisType
  title: string
  createdAt: string
  /** A fixed status (seed data, tests). Without it the status follows the clock. */
  status?: AnalysisStatus
  /** From `createdAt` to the terminal status when the status follows the clock. */
  durationMs: number
  /** When set, the analysis ends FAILED with this message. */
  failure: string | null
  result: AnalysisResult
  userQuestions: ApiUserQuestion[]
  /** Set on edits of fixed-status analyses; otherwise derived from the clock. */
  updatedAt?: string
}

export interface Settings {
  /** 0 finishes at once; Infinity never finishes. */
  analysisDurationMs: number
  /**
   * The variant stand-in (`mocks/api/variant/`): it answers differently
   * wherever the contract leaves it open. Env `API_VARIANT=1`; read when an
   * object is created and when an answer is sent.
   */
  isVariant: boolean
  /**
   * How long the API's reads lag behind its creations: a patient, project,
   * record or analysis is listed only this long after it was created. Env
   * `MOCK_READ_LAG_MS`, default 0.
   */
  readLagMs: number
}

function defaultAnalysisDuration(): number {
  const value = Number(readEnv('MOCK_ANALYSIS_MS'))
  return Number.isNaN(value) || value < 0 ? DEFAULT_ANALYSIS_MS : value
}

const defaultVariant = () => readEnv('API_VARIANT') === '1'
const defaultReadLag = () => Number(readEnv('MOCK_READ_LAG_MS')) || 0

export const settings: Settings = {
  analysisDurationMs: defaultAnalysisDuration(),
  isVariant: defaultVariant(),
  readLagMs: defaultReadLag(),
}

export const tables = {
  users: new Map<string, UserAccount>(),
  patients: new Map<string, StoredPatient>(),
  projects: new Map<string, StoredProject>(),
  records: new Map<string, StoredRecord>(),
  analyses: new Map<string, StoredAnalysis>(),
}

let lastId = 0

/**
 * Opaque ids, unique across users: one counter for every kind. The variant's
 * are UUIDs without a prefix, derived from the standard id.
 */
export function nextId(prefix: 'pat' | 'prj' | 'rec' | 'ana' | 'doc'): string {
  lastId += 1
  const id = `${prefix}_${lastId}`
  return settings.isVariant ? uuidFrom(id) : id
}

export function resetStore(): void {
  for (const table of Object.values(tables)) table.clear()
  lastId = 0
  settings.analysisDurationMs = defaultAnalysisDuration()
  settings.isVariant = defaultVariant()
  settings.readLagMs = defaultReadLag()
  resetVariantCounters()
}

/**
 * Read through `Date.now()` so Vitest's fake clock moves it. The variant
 * keeps whole seconds, so its timestamps, sent without milliseconds, name
 * the instant stored.
 */
export const storeNow = () =>
  settings.isVariant ? Math.floor(Date.now() / 1000) * 1000 : Date.now()

export const isoNow = (offsetMs = 0) =>
  new Date(storeNow() + offsetMs).toISOString()

/** Whether reads list a row yet (`settings.readLagMs` after its creation). */
export const isListed = (row: { createdAt: string }) =>
  settings.readLagMs <= 0 ||
  Date.now() - Date.parse(row.createdAt) >= settings.readLagMs

/** A row of the caller; another user's row answers 404 like a missing one. */
export function findOwned<T extends Owned>(
  table: Map<string, T>,
  owner: string,
  id: string,
  what: string,
): T {
  const row = table.get(id)
  if (!row || row.owner !== owner) throw notFound(what)
  return row
}

export const byCreatedAt = (
  a: { createdAt: string },
  b: { createdAt: string },
) => Date.parse(a.createdAt) - Date.parse(b.createdAt)
