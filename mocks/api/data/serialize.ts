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

const childrenOf = (analysis: StoredAnalysis) =>
  [...tables.analyses.values()]
    .filter(
      (child) => child.parentAnalysisId === analysis.id && isListed(child),
    )
    .sort(byCreatedAt)

function toApiAnalysisSummary(analysis: StoredAnalysis): ApiAnalysisSummary {
  return {
    id: analysis.id,
    title: analysis.title,
    analysisType: analysis.analysisType,
    status: analysisState(analysis).status,
    createdAt: analysis.createdAt,
    parentAnalysisId: analysis.parentAnalysisId,
    children: childrenOf(analysis).map(toApiAnalysisSummary),
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

export function toApiProject(project: StoredProject): ApiProject {
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
    analyses: analyses.map(toApiAnalysisSummary),
  }
}
