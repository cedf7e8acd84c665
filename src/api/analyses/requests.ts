import { apiPaths } from '@/api/api-paths'
import { isSignedIn } from '@/lib/auth'
import { apiRequest, RequestNotSentError } from '@/lib/http-client'
import {
  analysisSchema,
  createdIdSchema,
  type Analysis,
  type AnalysisType,
  type CreatedId,
} from '@/types/analysis'
import { requireValue } from '@/utils/require-value'

const path = (id: string) => encodeURIComponent(id)

/**
 * GET /analysis/report/{id} or /analysis/question/{id}. Skipped with a
 * console warning when signed out.
 */
export async function getAnalysis(
  type: AnalysisType,
  analysisId: string,
  options?: { signal?: AbortSignal },
): Promise<Analysis> {
  const id = requireValue(
    analysisId,
    type === 'REPORT' ? 'Analysis ID is required.' : 'Question ID is required.',
  )
  if (!isSignedIn()) {
    console.warn(`Skipped fetching analysis ${id}: not signed in`)
    throw new RequestNotSentError('Authentication token is required.')
  }
  return apiRequest(apiPaths.analysis(type, id), {
    schema: analysisSchema,
    signal: options?.signal,
  })
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
