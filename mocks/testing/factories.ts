/**
 * API-shaped objects (API.md §3) with sensible defaults, for tests that
 * answer a call with `server.use(...)` or compare against a response.
 * Ids come from their own counter (`pat_b1`, ...) so they never collide
 * with ids the db hands out.
 */
import type {
  ApiAnalysis,
  ApiAnalysisSummary,
  ApiBibliographyEntry,
  ApiPatient,
  ApiProject,
  ApiRecord,
} from '../api/types'

let built = 0
const builtId = (prefix: string) => `${prefix}_b${(built += 1)}`

const TIMESTAMP = '2025-03-03T10:00:00.000Z'

export function buildPatient(overrides: Partial<ApiPatient> = {}): ApiPatient {
  return {
    id: builtId('pat'),
    name: 'Jane Doe',
    firstName: 'Jane',
    lastName: 'Doe',
    notes: null,
    isGeneric: false,
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    ...overrides,
  }
}

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

export function buildRecord(overrides: Partial<ApiRecord> = {}): ApiRecord {
  return {
    id: builtId('rec'),
    title: 'Blood test March',
    content:
      'TSH 2.1 mIU/L, free T4 15 pmol/L, both within the reference range.',
    recordType: 'note',
    patientId: 'pat_b0',
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    linkedProjects: [],
    thumbnailUrl: null,
    status: 'SUCCESS',
    reason: null,
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

export function buildBibliographyEntry(
  overrides: Partial<ApiBibliographyEntry> = {},
): ApiBibliographyEntry {
  const id = overrides.id ?? '31415926'
  return {
    id,
    documentId: `doc_${id}`,
    title: 'Salt loading in POTS',
    authors: ['Smith J', 'Doe A'],
    biblioInfo: 'Circulation. 2019;140(2):101-110.',
    doi: '10.5555/circ.2019.1234',
    citedChunks: {
      [`${id}-abstract-2`]: {
        content: 'First paragraph of the excerpt.\n\nSecond paragraph.',
      },
    },
    ...overrides,
  }
}

/** A completed report citing `[31415926-abstract-2]` unless overridden. */
export function buildAnalysis(
  overrides: Partial<ApiAnalysis> = {},
): ApiAnalysis {
  const id = overrides.id ?? builtId('ana')
  const projectId = overrides.projectId ?? 'prj_b0'
  return {
    id,
    title: 'Health report',
    analysisType: 'REPORT',
    status: 'COMPLETED',
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    projectId,
    patientProjectId: projectId,
    parentAnalysisId: null,
    content:
      '## Summary\n\nSalt and fluids can help with symptoms [31415926-abstract-2].',
    bibliography: { '31415926': buildBibliographyEntry() },
    furtherQuestions: ['Is exercise safe with POTS?'],
    userQuestions: [],
    error: null,
    ...overrides,
  }
}
