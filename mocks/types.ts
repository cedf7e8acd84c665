/**
 * The wire shapes of API.md §3, as the stand-in sends them. The app's
 * schemas (src/types) are looser; the contract tests parse these with them.
 */
import type { AnalysisStatus, AnalysisType } from '../src/types/analysis'

export interface ApiUser {
  id: string
}

export interface ApiPatient {
  id: string
  name: string
  firstName: string
  lastName: string
  notes: string | null
  isGeneric: boolean
  createdAt: string
  updatedAt: string
}

export interface ApiAnalysisSummary {
  id: string
  title: string
  analysisType: AnalysisType
  status: AnalysisStatus
  createdAt: string
  parentAnalysisId: string | null
  children: ApiAnalysisSummary[]
}

export interface ApiProject {
  id: string
  name: string
  isActive: boolean
  patientId: string
  patientProjectId: string
  createdAt: string
  updatedAt: string
  records: string[]
  analyses: ApiAnalysisSummary[]
}

export interface ApiCitedChunk {
  content: string
}

export interface ApiBibliographyEntry {
  id: string
  documentId: string
  /** API.md §3: may be missing, empty or a placeholder. */
  title?: string
  authors: string[]
  biblioInfo: string
  doi: string | null
  citedChunks: Record<string, ApiCitedChunk>
}

export type ApiBibliography = Record<string, ApiBibliographyEntry>

export interface ApiUserQuestion {
  id: string
  title: string
}

export interface ApiAnalysis {
  id: string
  title: string
  analysisType: AnalysisType
  status: AnalysisStatus
  createdAt: string
  updatedAt: string
  projectId: string
  patientProjectId: string
  parentAnalysisId: string | null
  content: string | null
  bibliography: ApiBibliography
  furtherQuestions: string[]
  userQuestions: ApiUserQuestion[]
  error: string | null
}

export interface ApiRecord {
  id: string
  title: string
  content: string
  recordType: string
  patientId: string
  createdAt: string
  updatedAt: string
  hash?: string
  linkedProjects: string[]
  thumbnailUrl: string | null
  status?: string
  reason?: string | null
}

/** A 200 answer to a note or upload that the API refused (API.md §4). */
export interface ApiRecordRejection {
  status: 'ERROR'
  reason: string
}

export interface ApiDemoProjects {
  demo_projects: ApiProject[]
  patient_id: string | null
}

export interface ApiCreatedId {
  id: string
}
