import { splitName } from '../../../src/utils/patient-name'
import { forbidden } from '../api-problem'
import type { ApiPatient } from '../types'

import { toApiPatient } from './serialize'
import {
  byCreatedAt,
  findOwned,
  isListed,
  isoNow,
  nextId,
  type StoredPatient,
  tables,
} from './store'
import {
  bodyObject,
  nonBlank,
  optionalString,
  requiredString,
} from './validation'

export type PatientFields = Partial<Omit<StoredPatient, 'owner'>>

/** Stores a patient as given, without permission checks (seed, tests). */
export function insertPatient(
  owner: string,
  fields: PatientFields = {},
): StoredPatient {
  const name = fields.name ?? 'Alex Doe'
  const createdAt = fields.createdAt ?? isoNow()
  const patient: StoredPatient = {
    id: nextId('pat'),
    ...splitName(name),
    notes: null,
    isGeneric: false,
    updatedAt: createdAt,
    ...fields,
    name,
    createdAt,
    owner,
  }
  tables.patients.set(patient.id, patient)
  return patient
}

export const findPatient = (owner: string, patientId: string) =>
  findOwned(tables.patients, owner, patientId, 'Patient')

/** A generic profile takes no edits, records, projects or reports (403). */
export function assertNotGeneric(patient: StoredPatient, action: string): void {
  if (patient.isGeneric) {
    throw forbidden(`${action} is not allowed for a generic profile.`)
  }
}

export function listPatients(owner: string): ApiPatient[] {
  return [...tables.patients.values()]
    .filter((patient) => patient.owner === owner && isListed(patient))
    .sort(byCreatedAt)
    .map(toApiPatient)
}

export const getPatient = (owner: string, patientId: string) =>
  toApiPatient(findPatient(owner, patientId))

export function createPatient(owner: string, body: unknown): ApiPatient {
  const input = bodyObject(body)
  const name = nonBlank('name', requiredString(input, 'name'), 'Name')
  const split = splitName(name)
  const patient = insertPatient(owner, {
    name,
    firstName: optionalString(input, 'firstName')?.trim() || split.firstName,
    lastName: optionalString(input, 'lastName')?.trim() ?? split.lastName,
    notes: optionalString(input, 'notes') ?? null,
  })
  return toApiPatient(patient)
}

export function updatePatient(
  owner: string,
  patientId: string,
  body: unknown,
): ApiPatient {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Editing')
  const input = bodyObject(body)
  const rawName = optionalString(input, 'name')
  const firstName = optionalString(input, 'firstName')
  const lastName = optionalString(input, 'lastName')
  const notes = optionalString(input, 'notes')
  if (typeof rawName === 'string') {
    patient.name = nonBlank('name', rawName, 'Name')
    Object.assign(patient, splitName(patient.name))
  }
  if (typeof firstName === 'string') patient.firstName = firstName.trim()
  if (typeof lastName === 'string') patient.lastName = lastName.trim()
  if (notes !== undefined) patient.notes = notes
  patient.updatedAt = isoNow()
  return toApiPatient(patient)
}

/** Deletes the patient with its records, projects and their analyses. */
export function deletePatient(owner: string, patientId: string): void {
  const patient = findPatient(owner, patientId)
  assertNotGeneric(patient, 'Deleting')
  removePatientData(patient.id)
}

export function removePatientData(patientId: string): void {
  const projectIds = new Set<string>()
  for (const project of tables.projects.values()) {
    if (project.patientId === patientId) projectIds.add(project.id)
  }
  for (const analysis of tables.analyses.values()) {
    if (projectIds.has(analysis.projectId)) tables.analyses.delete(analysis.id)
  }
  for (const id of projectIds) tables.projects.delete(id)
  for (const record of tables.records.values()) {
    if (record.patientId === patientId) tables.records.delete(record.id)
  }
  tables.patients.delete(patientId)
}
