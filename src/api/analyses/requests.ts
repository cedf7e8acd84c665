import { msg, t } from '@lingui/core/macro'

import { apiPaths } from '@/api/api-paths'
import { isSignedIn } from '@/lib/auth'
import {
  apiRequest,
  isNotFound,
  RequestNotSentError,
  type Signal,
} from '@/lib/http-client'
import {
  analysisSchema,
  createdIdSchema,
  type Analysis,
  type AnalysisType,
} from '@/types/analysis'
import { requireValue } from '@/utils/require-value'

const path = (id: string) => encodeURIComponent(id)

/** An analysis as read, whatever endpoint answered: its `analysisType` says what it is. */
export type TypedAnalysis = Analysis & { analysisType: AnalysisType }

/** The endpoint of `expected` (else a report's) first, the other on 404; a server may answer both (docs/api.md#analyses). */
export async function getAnalysis(
  analysisId: string,
  options: { expected?: AnalysisType | null } & Signal = {},
): Promise<TypedAnalysis> {
  const id = requireValue(analysisId, msg`Analysis ID is required.`)
  if (!isSignedIn()) {
    console.warn(`Skipped fetching analysis ${id}: not signed in`)
    throw new RequestNotSentError(t`Authentication token is required.`)
  }
  const read = async (type: AnalysisType): Promise<TypedAnalysis> => {
    const analysis = await apiRequest(apiPaths.analysis(type, id), {
      schema: analysisSchema,
      signal: options.signal,
    })
    // Only an answer without a type is taken to be of its endpoint's.
    return { ...analysis, analysisType: analysis.analysisType ?? type }
  }
  const first = options.expected ?? 'REPORT'
  try {
    return await read(first)
  } catch (error) {
    if (!isNotFound(error)) throw error
    return read(first === 'REPORT' ? 'QUESTION' : 'REPORT')
  }
}

export async function createQuestion(
  projectId: string | null | undefined,
  input: { question: string; parentAnalysisId?: string | null },
) {
  const id = requireValue(
    projectId,
    msg`No project ID available - check parent analysis or active project`,
  )
  const question = requireValue(
    input.question.trim(),
    msg`Question text is required.`,
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
) {
  const id = requireValue(projectId, msg`Project ID is required.`)
  if (!input.recordIds.length)
    throw new RequestNotSentError(t`At least one Record ID is required.`)
  return apiRequest(`/projects/${path(id)}/report`, {
    method: 'POST',
    json: input,
    schema: createdIdSchema,
  })
}
