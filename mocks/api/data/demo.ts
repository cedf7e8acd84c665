import { seedDemoProjects } from '../seed'
import type { ApiDemoProjects } from '../types'

import { assertNotGeneric, findPatient } from './patients'
import { removeProjectData } from './projects'
import { toApiProject } from './serialize'
import { byCreatedAt, tables } from './store'

const demoProjectsOf = (owner: string) =>
  [...tables.projects.values()]
    .filter((project) => project.owner === owner && project.isDemo)
    .sort(byCreatedAt)

/** GET /users/me/demo_projects: the demo projects and the patient they sit under. */
export function listDemoProjects(owner: string): ApiDemoProjects {
  const projects = demoProjectsOf(owner)
  return {
    demo_projects: projects.map((project) => toApiProject(project)),
    patient_id: projects[0]?.patientId ?? null,
  }
}

/**
 * POST /patients/{id}/demo (debug): recreates the demo projects under this
 * patient, replacing any the user had.
 */
export function createDemoProjects(
  owner: string,
  patientId: string,
): ApiDemoProjects {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Creating demo projects')
  for (const project of demoProjectsOf(owner)) removeProjectData(project.id)
  seedDemoProjects(owner, patient.id)
  return listDemoProjects(owner)
}
