import * as v from 'valibot'

import { bibliographySchema } from './bibliography'
import { listOrEmpty } from './list-or-empty'

const analysisStatusSchema = v.picklist([
  'PENDING',
  'IN_PROGRESS',
  'COMPLETED',
  'SUCCESS',
  'FAILED',
  'ERROR',
  'CANCELLED',
  'STOPPED',
])
export type AnalysisStatus = v.InferOutput<typeof analysisStatusSchema>

const analysisTypeSchema = v.picklist(['REPORT', 'QUESTION'])
export type AnalysisType = v.InferOutput<typeof analysisTypeSchema>

export interface AnalysisSummary {
  id: string
  title?: string | null
  analysisType: AnalysisType
  status: AnalysisStatus
  createdAt?: string | null
  parentAnalysisId?: string | null
  children: AnalysisSummary[]
}

export const analysisSummarySchema: v.GenericSchema<unknown, AnalysisSummary> =
  v.object({
    id: v.string(),
    title: v.nullish(v.string()),
    analysisType: analysisTypeSchema,
    status: analysisStatusSchema,
    createdAt: v.nullish(v.string()),
    parentAnalysisId: v.nullish(v.string()),
    children: listOrEmpty(v.lazy(() => analysisSummarySchema)),
  })

const userQuestionSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string()),
})
export type UserQuestion = v.InferOutput<typeof userQuestionSchema>

export const analysisSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string()),
  analysisType: v.nullish(analysisTypeSchema),
  status: analysisStatusSchema,
  createdAt: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
  projectId: v.nullish(v.string()),
  patientProjectId: v.nullish(v.string()),
  parentAnalysisId: v.nullish(v.string()),
  content: v.nullish(v.string()),
  bibliography: v.nullish(bibliographySchema, () => ({})),
  furtherQuestions: listOrEmpty(v.string()),
  userQuestions: listOrEmpty(userQuestionSchema),
  error: v.nullish(v.string()),
})

export type Analysis = v.InferOutput<typeof analysisSchema>

export const createdIdSchema = v.object({ id: v.string() })
