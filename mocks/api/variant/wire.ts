/**
 * The variant's spelling of a JSON answer: the same data, written the other
 * ways the contract (docs/api.md) allows.
 *
 * - Timestamps carry an offset and no milliseconds: the same instant as
 *   `2025-03-03T10:00:00Z` is `2025-03-03T12:00:00+02:00`.
 * - A field that is null is left out (a patient's `notes`, an analysis'
 *   `error`, `parentAnalysisId`, `content` while it runs, a reference's
 *   `doi`, a record's `thumbnailUrl`), and so are a record's optional
 *   `hash` and its `status` unless it is a refusal.
 * - Every object gets fields the app does not know (`etag`, `_links`,
 *   `tenant`); maps keyed by PMID or marker do not, their entries do.
 * - Lists whose order the contract leaves open come reversed: the top-level
 *   list of a read, a project's `analyses`, `records` and demo projects,
 *   an analysis' `children`, a record's `linkedProjects`. Authors, suggested
 *   and asked follow-ups keep theirs.
 * - A reference's `documentId` is a UUID too.
 */
import { uuidFrom } from './uuid'

type Json = unknown
type JsonObject = Record<string, Json>

const TIMESTAMPS = new Set(['createdAt', 'updatedAt'])
const MAPS = new Set(['bibliography', 'citedChunks'])
const REVERSED = new Set([
  'analyses',
  'children',
  'demo_projects',
  'records',
  'linkedProjects',
])
/** Optional fields of a record, left out unless the record is a refusal. */
const OPTIONAL_RECORD_FIELDS = new Set(['hash', 'status'])

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `2025-03-03T10:00:00.123Z` → `2025-03-03T12:00:00+02:00`. */
export function variantTimestamp(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  // The same instant, written in the time zone two hours east of UTC.
  const local = new Date(Math.floor(time / 1000) * 1000 + 2 * 3_600_000)
  return `${local.toISOString().slice(0, 19)}+02:00`
}

function extraFields(object: JsonObject): JsonObject {
  const tag = uuidFrom(JSON.stringify(object)).slice(0, 8)
  return {
    etag: `W/"${tag}"`,
    _links: { self: { href: `#${tag}` } },
    tenant: 'variant',
  }
}

function variantField(key: string, value: Json): Json {
  if (TIMESTAMPS.has(key) && typeof value === 'string') {
    return variantTimestamp(value)
  }
  if (key === 'documentId' && typeof value === 'string') return uuidFrom(value)
  if (MAPS.has(key) && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, variantValue(item)]),
    )
  }
  if (REVERSED.has(key) && Array.isArray(value)) {
    return value.map(variantValue).reverse()
  }
  return variantValue(value)
}

function variantObject(object: JsonObject): JsonObject {
  const isRecord = 'recordType' in object
  const fields: JsonObject = {}
  for (const [key, value] of Object.entries(object)) {
    if (value === null) continue
    if (isRecord && OPTIONAL_RECORD_FIELDS.has(key)) continue
    fields[key] = variantField(key, value)
  }
  return { ...fields, ...extraFields(object) }
}

function variantValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(variantValue)
  return isObject(value) ? variantObject(value) : value
}

/** The variant's body of a JSON answer (a list read comes reversed). */
export function variantBody(body: Json): Json {
  return Array.isArray(body)
    ? body.map(variantValue).reverse()
    : variantValue(body)
}
