/** Stored rows to the wire shapes of the API (docs/api.md). */
import type {
  ApiAnalysis,
  ApiAnalysisSummary,
  ApiPatient,
  ApiProject,
  ApiRecord,
} from '../types'

import { analysisState } from './analysis-state'
import {
  byCreatedAt,
  isListed,
  type StoredAnalysis,
  type StoredPatient,
  type StoredProject,
  type StoredRecord,
  tables,
} from './store'

export function toApiPatient(patient: StoredPatient): ApiPatient {
  const { owner: _owner, ...fields } = patient
  return { ...fields }
}

export function toApiRecord(record: StoredRecord): ApiRecord {
  const { owner: _owner, linkedProjects, ...fields } = record
  return { ...fields, linkedProjects: [...linkedProjects], status: 'SUCCESS' }
}

/** The listed follow-ups of every analysis, by parent id: one pass, not one per analysis (a long history has tens of thousands). */
export type FollowUps = ReadonlyMap<string, readonly StoredAnalysis[]>

export function followUpsOf(): FollowUps {
  const followUps = new Map<string, StoredAnalysis[]>()
  for (const analysis of tables.analyses.values()) {
    if (analysis.parentAnalysisId === null || !isListed(analysis)) continue
    const siblings = followUps.get(analysis.parentAnalysisId)
    if (siblings) siblings.push(analysis)
    else followUps.set(analysis.parentAnalysisId, [analysis])
  }
  return followUps
}

function toApiAnalysisSummary(
  analysis: StoredAnalysis,
  followUps: FollowUps,
): ApiAnalysisSummary {
  return {
    id: analysis.id,
    title: analysis.title,
    analysisType: analysis.analysisType,
    status: analysisState(analysis).status,
    createdAt: analysis.createdAt,
    parentAnalysisId: analysis.parentAnalysisId,
    children: [...(followUps.get(analysis.id) ?? [])]
      .sort(byCreatedAt)
      .map((child) => toApiAnalysisSummary(child, followUps)),
  }
}

export function toApiAnalysis(analysis: StoredAnalysis): ApiAnalysis {
  const state = analysisState(analysis)
  const { result } = analysis
  return {
    id: analysis.id,
    title: analysis.title,
    analysisType: analysis.analysisType,
    status: state.status,
    createdAt: analysis.createdAt,
    updatedAt: state.updatedAt,
    projectId: analysis.projectId,
    patientProjectId: analysis.projectId,
    parentAnalysisId: analysis.parentAnalysisId,
    content: state.isDisplayable ? result.content : null,
    bibliography: state.isDisplayable
      ? structuredClone(result.bibliography)
      : {},
    furtherQuestions: state.isDisplayable ? [...result.furtherQuestions] : [],
    userQuestions: analysis.userQuestions.map((question) => ({ ...question })),
    error: state.error,
  }
}

export function toApiProject(
  project: StoredProject,
  followUps: FollowUps = followUpsOf(),
): ApiProject {
  const records = [...tables.records.values()]
    .filter((record) => record.linkedProjects.includes(project.id))
    .sort(byCreatedAt)
  const analyses = [...tables.analyses.values()]
    .filter(
      (analysis) =>
        analysis.projectId === project.id &&
        analysis.parentAnalysisId === null &&
        isListed(analysis),
    )
    .sort(byCreatedAt)
  return {
    id: project.id,
    name: project.name,
    isActive: project.isActive,
    patientId: project.patientId,
    patientProjectId: project.id,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    records: records.map((record) => record.id),
    analyses: analyses.map((analysis) =>
      toApiAnalysisSummary(analysis, followUps),
    ),
  }
}
