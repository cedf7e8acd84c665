import { apiPaths } from '@/api/api-paths'
import { apiFetch, apiRequest } from '@/lib/http-client'
import {
  demoProjectsSchema,
  projectListSchema,
  projectSchema,
  type DemoProjects,
  type Project,
} from '@/types/project'
import { requireValue } from '@/utils/require-value'

const path = (id: string) => encodeURIComponent(id)

/** Without a patient id there is nothing to fetch, which is not an error: the list is empty. */
export async function getPatientProjects(
  patientId: string | null | undefined,
  options?: { signal?: AbortSignal },
): Promise<Project[]> {
  if (!patientId) {
    console.warn('getPatientProjects: no patient id, returning no projects')
    return []
  }
  return apiRequest(apiPaths.patientProjects(patientId), {
    schema: projectListSchema,
    signal: options?.signal,
  })
}

export async function getProject(
  projectId: string,
  options?: { signal?: AbortSignal },
): Promise<Project> {
  const id = requireValue(projectId, 'Project ID is required.')
  return apiRequest(apiPaths.project(id), {
    schema: projectSchema,
    signal: options?.signal,
  })
}

export async function createProject(
  patientId: string,
  name: string,
): Promise<Project> {
  const id = requireValue(patientId, 'Patient ID is required.')
  const trimmed = requireValue(name.trim(), 'Project name is required.')
  return apiRequest(apiPaths.patientProjects(id), {
    method: 'POST',
    json: { name: trimmed, isActive: true },
    schema: projectSchema,
  })
}

export async function renameProject(
  projectId: string,
  name: string,
): Promise<Project> {
  const id = requireValue(projectId, 'Project ID is required.')
  const trimmed = requireValue(name.trim(), 'Project name is required.')
  return apiRequest(`/projects/${path(id)}`, {
    method: 'PATCH',
    json: { name: trimmed },
    schema: projectSchema,
  })
}

export async function deleteProject(projectId: string): Promise<void> {
  const id = requireValue(projectId, 'Project ID is required.')
  await apiFetch(`/projects/${path(id)}`, { method: 'DELETE' })
}

export const getDemoProjects = (options?: {
  signal?: AbortSignal
}): Promise<DemoProjects> =>
  apiRequest(apiPaths.demoProjects(), {
    schema: demoProjectsSchema,
    signal: options?.signal,
  })

/** Debug tools only (`debug: true` in config.json). */
export async function createDemoProjects(
  patientId: string,
): Promise<DemoProjects> {
  const id = requireValue(patientId, 'Patient ID is required.')
  return apiRequest(`/patients/${path(id)}/demo`, {
    method: 'POST',
    schema: demoProjectsSchema,
  })
}
