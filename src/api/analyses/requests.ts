import { apiPaths } from '@/api/api-paths'
import { isSignedIn } from '@/lib/auth'
import { apiRequest, isNotFound, RequestNotSentError } from '@/lib/http-client'
import {
  analysisSchema,
  createdIdSchema,
  type Analysis,
  type AnalysisType,
  type CreatedId,
} from '@/types/analysis'
import { requireValue } from '@/utils/require-value'

const path = (id: string) => encodeURIComponent(id)

/** An analysis as read, whatever endpoint answered: its `analysisType` says what it is. */
export type TypedAnalysis = Analysis & { analysisType: AnalysisType }

const otherType = (type: AnalysisType): AnalysisType =>
  type === 'REPORT' ? 'QUESTION' : 'REPORT'

/**
 * A report or question: GET /analysis/report/{id} or
 * /analysis/question/{id}, the endpoint of `expected` first (a report when
 * nothing is known), the other one when that answers 404. What the analysis
 * is comes from its `analysisType`, never from which endpoint answered: a
 * server may answer both for any analysis (docs/api.md#analyses); only an
 * answer without it is taken to be of its endpoint's type. Skipped with a
 * console warning when signed out.
 */
export async function getAnalysis(
  analysisId: string,
  options: { expected?: AnalysisType | null; signal?: AbortSignal } = {},
): Promise<TypedAnalysis> {
  const id = requireValue(analysisId, 'Analysis ID is required.')
  if (!isSignedIn()) {
    console.warn(`Skipped fetching analysis ${id}: not signed in`)
    throw new RequestNotSentError('Authentication token is required.')
  }
  const read = async (type: AnalysisType): Promise<TypedAnalysis> => {
    const analysis = await apiRequest(apiPaths.analysis(type, id), {
      schema: analysisSchema,
      signal: options.signal,
    })
    return { ...analysis, analysisType: analysis.analysisType ?? type }
  }
  const first = options.expected ?? 'REPORT'
  try {
    return await read(first)
  } catch (error) {
    if (!isNotFound(error)) throw error
    return read(otherType(first))
  }
}

export async function createQuestion(
  projectId: string | null | undefined,
  input: { question: string; parentAnalysisId?: string | null },
): Promise<CreatedId> {
  const id = requireValue(
    projectId,
    'No project ID available - check parent analysis or active project',
  )
  const question = requireValue(
    input.question.trim(),
    'Question text is required.',
  )
  return apiRequest(`/projects/${path(id)}/question`, {
    method: 'POST',
    json: input.parentAnalysisId
      ? { parentAnalysisId: input.parentAnalysisId, question }
      : { question },
    schema: createdIdSchema,
  })
}

export async function createReport(
  projectId: string,
  input: { patientProjectId: string; recordIds: string[] },
): Promise<CreatedId> {
  const id = requireValue(projectId, 'Project ID is required.')
  if (!input.recordIds.length) {
    throw new RequestNotSentError('At least one Record ID is required.')
  }
  return apiRequest(`/projects/${path(id)}/report`, {
    method: 'POST',
    json: input,
    schema: createdIdSchema,
  })
}
