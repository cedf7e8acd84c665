import * as v from 'valibot'

import { analysisSummarySchema } from './analysis'
import { listOrEmpty } from './list-or-empty'

export const projectSchema = v.object({
  id: v.string(),
  name: v.string(),
  isActive: v.nullish(v.boolean(), true),
  patientId: v.nullish(v.string()),
  patientProjectId: v.nullish(v.string()),
  createdAt: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
  records: listOrEmpty(v.string()),
  analyses: listOrEmpty(analysisSummarySchema),
})

export type Project = v.InferOutput<typeof projectSchema>

export const projectListSchema = v.array(projectSchema)

export const demoProjectsSchema = v.object({
  demo_projects: projectListSchema,
  patient_id: v.nullish(v.string()),
})
export type DemoProjects = v.InferOutput<typeof demoProjectsSchema>

export interface ProjectInput {
  name: string
  isActive: true
}
