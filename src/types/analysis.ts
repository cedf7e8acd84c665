import * as z from 'zod/mini'

import { bibliographySchema } from './bibliography'
import { listOrEmpty } from './list-or-empty'

export const ANALYSIS_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'COMPLETED',
  'SUCCESS',
  'FAILED',
  'ERROR',
  'CANCELLED',
  'STOPPED',
] as const

export const analysisStatusSchema = z.enum(ANALYSIS_STATUSES)
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>

export const analysisTypeSchema = z.enum(['REPORT', 'QUESTION'])
export type AnalysisType = z.infer<typeof analysisTypeSchema>

export interface AnalysisSummary {
  id: string
  title?: string | null
  analysisType: AnalysisType
  status: AnalysisStatus
  createdAt?: string | null
  parentAnalysisId?: string | null
  children: AnalysisSummary[]
}

export const analysisSummarySchema: z.ZodMiniType<AnalysisSummary, unknown> =
  z.object({
    id: z.string(),
    title: z.nullish(z.string()),
    analysisType: analysisTypeSchema,
    status: analysisStatusSchema,
    createdAt: z.nullish(z.string()),
    parentAnalysisId: z.nullish(z.string()),
    get children(): z.ZodMiniType<AnalysisSummary[], unknown> {
      return listOrEmpty(analysisSummarySchema)
    },
  })

export const userQuestionSchema = z.object({
  id: z.string(),
  title: z.nullish(z.string()),
})
export type UserQuestion = z.infer<typeof userQuestionSchema>

export const analysisSchema = z.object({
  id: z.string(),
  title: z.nullish(z.string()),
  analysisType: z.nullish(analysisTypeSchema),
  status: analysisStatusSchema,
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  projectId: z.nullish(z.string()),
  patientProjectId: z.nullish(z.string()),
  parentAnalysisId: z.nullish(z.string()),
  content: z.nullish(z.string()),
  bibliography: z.pipe(
    z.nullish(bibliographySchema),
    z.transform((bibliography) => bibliography ?? {}),
  ),
  furtherQuestions: listOrEmpty(z.string()),
  userQuestions: listOrEmpty(userQuestionSchema),
  error: z.nullish(z.string()),
})

export type Analysis = z.infer<typeof analysisSchema>

export const createdIdSchema = z.object({ id: z.string() })
export type CreatedId = z.infer<typeof createdIdSchema>

export interface QuestionInput {
  question: string
  parentAnalysisId?: string
}

export interface ReportInput {
  patientProjectId: string
  recordIds: string[]
}
