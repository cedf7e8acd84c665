import * as z from 'zod/mini'

import { analysisSummarySchema } from './analysis'
import { listOrEmpty } from './list-or-empty'

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.pipe(
    z.nullish(z.boolean()),
    z.transform((isActive) => isActive ?? true),
  ),
  patientId: z.nullish(z.string()),
  patientProjectId: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  records: listOrEmpty(z.string()),
  analyses: listOrEmpty(analysisSummarySchema),
})

export type Project = z.infer<typeof projectSchema>

export const projectListSchema = z.array(projectSchema)

export const demoProjectsSchema = z.object({
  demo_projects: projectListSchema,
  patient_id: z.nullish(z.string()),
})
export type DemoProjects = z.infer<typeof demoProjectsSchema>

export interface ProjectInput {
  name: string
  isActive: true
}
