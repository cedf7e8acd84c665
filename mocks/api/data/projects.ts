import { forbidden } from '../api-problem'
import type { ApiProject } from '../types'

import { assertNotGeneric, findPatient } from './patients'
import { followUpsOf, toApiProject } from './serialize'
import {
  byCreatedAt,
  findOwned,
  isListed,
  isoNow,
  nextId,
  type StoredProject,
  tables,
} from './store'
import { bodyObject, nonBlank, requiredString } from './validation'

export type ProjectFields = Partial<Omit<StoredProject, 'owner' | 'patientId'>>

/** Stores a project as given, without permission checks (seed, tests). */
export function insertProject(
  owner: string,
  patientId: string,
  fields: ProjectFields = {},
): StoredProject {
  const createdAt = fields.createdAt ?? isoNow()
  const project: StoredProject = {
    id: nextId('prj'),
    name: 'New project',
    isActive: true,
    isDemo: false,
    updatedAt: createdAt,
    ...fields,
    createdAt,
    patientId,
    owner,
  }
  tables.projects.set(project.id, project)
  return project
}

export const findProject = (owner: string, projectId: string) =>
  findOwned(tables.projects, owner, projectId, 'Project')

/** The API refuses every write to a demo project (403). */
export function assertNotDemo(project: StoredProject): void {
  if (project.isDemo) {
    throw forbidden('Demo projects are read-only.')
  }
}

/** Analyses added or a rename move the project up in "recently updated". */
export function touchProject(project: StoredProject): void {
  project.updatedAt = isoNow()
}

export function listProjects(owner: string, patientId: string): ApiProject[] {
  const patient = findPatient(owner, patientId)
  const followUps = followUpsOf()
  return [...tables.projects.values()]
    .filter((project) => project.patientId === patient.id && isListed(project))
    .sort(byCreatedAt)
    .map((project) => toApiProject(project, followUps))
}

export const getProject = (owner: string, projectId: string) =>
  toApiProject(findProject(owner, projectId))

export function createProject(
  owner: string,
  patientId: string,
  body: unknown,
): ApiProject {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Creating a project')
  const input = bodyObject(body)
  const name = nonBlank('name', requiredString(input, 'name'), 'Project name')
  return toApiProject(
    insertProject(owner, patient.id, { name, isActive: true }),
  )
}

export function renameProject(
  owner: string,
  projectId: string,
  body: unknown,
): ApiProject {
  const project = findProject(owner, projectId)
  assertNotDemo(project)
  const input = bodyObject(body)
  project.name = nonBlank('name', requiredString(input, 'name'), 'Project name')
  touchProject(project)
  return toApiProject(project)
}

/** Deletes the project and its analyses; its records stay, unlinked. */
export function deleteProject(owner: string, projectId: string): void {
  const project = findProject(owner, projectId)
  assertNotDemo(project)
  removeProjectData(project.id)
}

export function removeProjectData(projectId: string): void {
  for (const analysis of tables.analyses.values()) {
    if (analysis.projectId === projectId) tables.analyses.delete(analysis.id)
  }
  for (const record of tables.records.values()) {
    record.linkedProjects = record.linkedProjects.filter(
      (id) => id !== projectId,
    )
  }
  tables.projects.delete(projectId)
}
