import type { AnalysisType } from '../../../src/types/analysis'
import { invalid, notFound } from '../api-problem'
import { FAILURE_TRIGGER, QUESTION_MAX_LENGTH } from '../config'
import type { ApiAnalysis, ApiCreatedId } from '../types'

import {
  FAILURE_MESSAGE,
  questionResult,
  reportResult,
  reportTitle,
} from './generated-content'
import { assertNotGeneric, findPatient } from './patients'
import { assertNotDemo, findProject, touchProject } from './projects'
import { findRecord } from './records'
import { toApiAnalysis } from './serialize'
import {
  findOwned,
  isoNow,
  nextId,
  settings,
  tables,
  type StoredAnalysis,
} from './store'
import { bodyObject, optionalString, requiredString } from './validation'

export type AnalysisFields = Partial<
  Omit<StoredAnalysis, 'owner' | 'projectId'>
>

/**
 * Stores an analysis as given, without permission checks (seed, tests).
 * Without a `status` it follows the clock over `durationMs`, which defaults
 * to `settings.analysisDurationMs`.
 */
export function insertAnalysis(
  owner: string,
  projectId: string,
  fields: AnalysisFields = {},
): StoredAnalysis {
  const analysis: StoredAnalysis = {
    id: nextId('ana'),
    parentAnalysisId: null,
    analysisType: 'REPORT',
    title: 'Health report',
    createdAt: isoNow(),
    durationMs: settings.analysisDurationMs,
    failure: null,
    result: { content: '', bibliography: {}, furtherQuestions: [] },
    userQuestions: [],
    ...fields,
    projectId,
    owner,
  }
  tables.analyses.set(analysis.id, analysis)
  return analysis
}

const findAnalysis = (owner: string, analysisId: string) =>
  findOwned(tables.analyses, owner, analysisId, 'Analysis')

/**
 * GET /analysis/report/{id} or /analysis/question/{id}: the type must match.
 * The variant answers either for any analysis; `analysisType` says which.
 */
export function getAnalysis(
  owner: string,
  type: AnalysisType,
  analysisId: string,
): ApiAnalysis {
  const analysis = findAnalysis(owner, analysisId)
  if (!settings.isVariant && analysis.analysisType !== type) {
    throw notFound(type === 'REPORT' ? 'Report' : 'Question')
  }
  return toApiAnalysis(analysis)
}

const failsOn = (text: string) =>
  text.toLowerCase().includes(FAILURE_TRIGGER) ? FAILURE_MESSAGE : null

/**
 * POST /projects/{id}/question. A follow-up (`parentAnalysisId`) sits in
 * the parent's children, joins its `userQuestions` and leaves its
 * `furtherQuestions`.
 */
export function askQuestion(
  owner: string,
  projectId: string,
  body: unknown,
): ApiCreatedId {
  const project = findProject(owner, projectId)
  assertNotDemo(project)
  const input = bodyObject(body)
  const question = requiredString(input, 'question').trim()
  if (!question) {
    throw invalid('question', 'Question must not be blank', 'value_error')
  }
  if (question.length > QUESTION_MAX_LENGTH) {
    throw invalid(
      'question',
      `Question must be at most ${QUESTION_MAX_LENGTH} characters`,
      'string_too_long',
    )
  }
  const parentId = optionalString(input, 'parentAnalysisId')
  const parent = parentId ? findAnalysis(owner, parentId) : null
  if (parent && parent.projectId !== project.id) throw notFound('Analysis')

  const analysis = insertAnalysis(owner, project.id, {
    analysisType: 'QUESTION',
    title: question,
    parentAnalysisId: parent?.id ?? null,
    failure: failsOn(question),
    result: questionResult(question),
  })
  if (parent) {
    parent.userQuestions.push({ id: analysis.id, title: question })
    parent.result.furtherQuestions = parent.result.furtherQuestions.filter(
      (suggestion) => suggestion.trim() !== question,
    )
  }
  touchProject(project)
  return { id: analysis.id }
}

function recordIdsOf(input: Record<string, unknown>): string[] {
  const value = input.recordIds
  if (!Array.isArray(value) || value.length === 0) {
    throw invalid(
      'recordIds',
      'At least one record is required to create a report',
      'too_short',
    )
  }
  return value.map((id: unknown) => {
    if (typeof id !== 'string') {
      throw invalid('recordIds', 'Record ids must be strings', 'string_type')
    }
    return id
  })
}

/**
 * POST /projects/{id}/report: links the records to the project and starts
 * the report. It fails when a record contains the failure trigger.
 */
export function createReport(
  owner: string,
  projectId: string,
  body: unknown,
): ApiCreatedId {
  const project = findProject(owner, projectId)
  assertNotDemo(project)
  assertNotGeneric(findPatient(owner, project.patientId), 'Creating a report')
  const input = bodyObject(body)
  const patientProjectId = requiredString(input, 'patientProjectId')
  if (patientProjectId !== project.id) {
    throw invalid(
      'patientProjectId',
      'patientProjectId must be the id of the project in the URL',
    )
  }
  const records = [...new Set(recordIdsOf(input))].map((id) => {
    const record = findRecord(owner, id)
    if (record.patientId !== project.patientId) throw notFound('Record')
    return record
  })

  for (const record of records) {
    if (!record.linkedProjects.includes(project.id)) {
      record.linkedProjects.push(project.id)
    }
  }
  const analysis = insertAnalysis(owner, project.id, {
    analysisType: 'REPORT',
    title: reportTitle(records),
    failure: failsOn(
      records.map((record) => `${record.title} ${record.content}`).join(' '),
    ),
    result: reportResult(records),
  })
  touchProject(project)
  return { id: analysis.id }
}
