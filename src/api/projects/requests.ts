import { msg } from '@lingui/core/macro'

import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest, type Signal } from '@/lib/http-client'
import {
  demoProjectsSchema,
  projectListSchema,
  projectSchema,
  type DemoProjects,
  type Project,
} from '@/types/project'
import { requireValue } from '@/utils/require-value'

const projectPath = (projectId: string) =>
  apiPaths.project(requireValue(projectId, msg`Project ID is required.`))
const projectName = (name: string) =>
  requireValue(name.trim(), msg`Project name is required.`)

/** Without a patient id there is nothing to fetch, which is not an error: the list is empty. */
export async function getPatientProjects(
  patientId: string | null | undefined,
  options?: Signal,
): Promise<Project[]> {
  if (!patientId) {
    console.warn('getPatientProjects: no patient id, returning no projects')
    return []
  }
  return apiRequest(apiPaths.patientProjects(patientId), {
    schema: projectListSchema,
    ...options,
  })
}

export const getProject = async (projectId: string, options?: Signal) =>
  apiRequest(projectPath(projectId), { schema: projectSchema, ...options })

export async function createProject(patientId: string, name: string) {
  const id = requireValue(patientId, msg`Patient ID is required.`)
  return apiRequest(apiPaths.patientProjects(id), {
    method: 'POST',
    json: { name: projectName(name), isActive: true },
    schema: projectSchema,
  })
}

export const renameProject = async (projectId: string, name: string) =>
  apiRequest(projectPath(projectId), {
    method: 'PATCH',
    json: { name: projectName(name) },
    schema: projectSchema,
  })

export async function deleteProject(projectId: string): Promise<void> {
  await apiFetch(projectPath(projectId), { method: 'DELETE' })
}

export const getDemoProjects = (options?: Signal): Promise<DemoProjects> =>
  apiRequest(apiPaths.demoProjects(), {
    schema: demoProjectsSchema,
    ...options,
  })

/** Debug tools only (`debug: true` in config.json). */
export async function createDemoProjects(patientId: string) {
  const id = requireValue(patientId, msg`Patient ID is required.`)
  return apiRequest(`/patients/${encodeURIComponent(id)}/demo`, {
    method: 'POST',
    schema: demoProjectsSchema,
  })
}
