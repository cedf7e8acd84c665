/**
 * API-shaped objects with sensible defaults, for tests that
 * answer a call with `server.use(...)` or compare against a response.
 * Ids come from their own counter (`prj_b1`, ...) so they never collide
 * with ids the db hands out.
 */
import type { BibliographyEntry } from '../../src/types/bibliography'
import type { ApiAnalysisSummary, ApiProject } from '../api/types'

let built = 0
const builtId = (prefix: string) => `${prefix}_b${(built += 1)}`

const TIMESTAMP = '2025-03-03T10:00:00.000Z'

export function buildProject(overrides: Partial<ApiProject> = {}): ApiProject {
  const id = overrides.id ?? builtId('prj')
  return {
    id,
    name: 'Thyroid',
    isActive: true,
    patientId: 'pat_b0',
    patientProjectId: id,
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    records: [],
    analyses: [],
    ...overrides,
  }
}

export function buildAnalysisSummary(
  overrides: Partial<ApiAnalysisSummary> = {},
): ApiAnalysisSummary {
  return {
    id: builtId('ana'),
    title: 'Health report',
    analysisType: 'REPORT',
    status: 'COMPLETED',
    createdAt: TIMESTAMP,
    parentAnalysisId: null,
    children: [],
    ...overrides,
  }
}

/** A reference as the app holds it once read: only what `overrides` gives is known. */
export function buildBibliographyEntry(
  overrides: Partial<BibliographyEntry> = {},
): BibliographyEntry {
  return {
    id: null,
    documentId: null,
    title: null,
    authors: [],
    biblioInfo: null,
    doi: null,
    citedChunks: {},
    ...overrides,
  }
}
