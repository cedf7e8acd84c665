import * as v from 'valibot'

import {
  createDemoProjects,
  createProject,
  deleteProject,
  getDemoProjects,
  getPatientProjects,
  getProject,
  renameProject,
} from '../../src/api/projects/requests'
import { getPatientRecords } from '../../src/api/records/requests'
import { apiFetch } from '../../src/lib/http-client'
import { demoProjectsSchema, projectSchema } from '../../src/types/project'
import { seedOf, expectApiError, validationDetail } from '../test-helpers'

test("GET /patients/{id}/projects lists Jane's projects, demo projects included", async () => {
  const { patients } = seedOf()

  const projects = await getPatientProjects(patients.jane)

  expect(projects.map((p) => p.name)).toEqual([
    'Example: POTS',
    'Example: Breast Cancer',
    'My First Project',
    'Thyroid Health',
  ])
  for (const project of projects) {
    expect(project).toMatchObject({
      patientId: patients.jane,
      patientProjectId: project.id,
      isActive: true,
    })
  }
  await expectApiError(getPatientProjects('pat_missing'), 404)
})

test('the other seeded patients have their own projects', async () => {
  const { patients } = seedOf()

  const [heart] = await getPatientProjects(patients.robert)
  const [archived] = await getPatientProjects(patients.generic)

  expect(heart).toMatchObject({ name: 'Heart Health', isActive: true })
  expect(heart?.analyses).toEqual([
    expect.objectContaining({ analysisType: 'QUESTION', status: 'COMPLETED' }),
  ])
  expect(archived).toMatchObject({ name: 'Archived reports', isActive: false })
  expect(archived?.analyses).toEqual([
    expect.objectContaining({ analysisType: 'REPORT', status: 'COMPLETED' }),
  ])
})

test('GET /projects/{id} answers the project with nested analyses and linked records', async () => {
  const { projects, analyses, records } = seedOf()

  const response = await apiFetch(`/projects/${projects.thyroid}`)
  const thyroid = v.parse(projectSchema, await response.json())

  expect(thyroid.records).toEqual([
    records.thyroidResults,
    records.clinicLetter,
  ])
  expect(thyroid.analyses).toHaveLength(1)
  const [report] = thyroid.analyses
  expect(report).toMatchObject({
    id: analyses.thyroidReport,
    analysisType: 'REPORT',
    status: 'COMPLETED',
    parentAnalysisId: null,
  })
  expect(report?.children.map((c) => c.id)).toEqual(analyses.thyroidFollowUps)
  expect(report?.children[0]?.children).toEqual([
    expect.objectContaining({
      id: analyses.nestedFollowUp,
      analysisType: 'QUESTION',
      parentAnalysisId: analyses.thyroidFollowUps[0],
      children: [],
    }),
  ])
  await expectApiError(getProject('prj_missing'), 404)
  await expectApiError(getProject(seedOf('someone-else').projects.thyroid), 404)
})

test('POST /patients/{id}/projects creates an empty active project (201)', async () => {
  const { patients } = seedOf()

  const response = await apiFetch(`/patients/${patients.jane}/projects`, {
    method: 'POST',
    json: { name: 'Sleep', isActive: true },
  })
  expect(response.status).toBe(201)
  const created = v.parse(projectSchema, await response.json())
  expect(created).toMatchObject({
    name: 'Sleep',
    isActive: true,
    patientId: patients.jane,
    patientProjectId: created.id,
    records: [],
    analyses: [],
  })

  const viaFetcher = await createProject(patients.robert, '  Blood pressure ')
  expect(viaFetcher.name).toBe('Blood pressure')
  expect(
    (await getPatientProjects(patients.robert)).map((p) => p.id),
  ).toContain(viaFetcher.id)
})

test('creating a project answers 422 for a blank name and 403 for a generic profile', async () => {
  const { patients } = seedOf()

  const blank = await expectApiError(
    apiFetch(`/patients/${patients.jane}/projects`, {
      method: 'POST',
      json: { name: '  ', isActive: true },
    }),
    422,
  )
  expect(blank.body).toEqual(validationDetail('name'))
  await expectApiError(createProject(patients.generic, 'Anything'), 403)
})

test('PATCH /projects/{id} renames the project and moves updatedAt', async () => {
  const { projects } = seedOf()
  const before = await getProject(projects.firstProject)

  const renamed = await renameProject(
    projects.firstProject,
    'Diabetes questions',
  )

  expect(renamed).toMatchObject({ id: before.id, name: 'Diabetes questions' })
  expect(Date.parse(renamed.updatedAt ?? '')).toBeGreaterThan(
    Date.parse(before.updatedAt ?? ''),
  )
  const blank = await expectApiError(
    apiFetch(`/projects/${projects.firstProject}`, {
      method: 'PATCH',
      json: { name: '' },
    }),
    422,
  )
  expect(blank.body).toEqual(validationDetail('name'))
})

test('DELETE /projects/{id} answers 204 and unlinks its records', async () => {
  const { patients, projects } = seedOf()

  const response = await apiFetch(`/projects/${projects.thyroid}`, {
    method: 'DELETE',
  })

  expect(response.status).toBe(204)
  await expectApiError(getProject(projects.thyroid), 404)
  const records = await getPatientRecords(patients.jane)
  expect(records.flatMap((r) => r.linkedProjects)).toEqual([])
  await expectApiError(deleteProject(projects.thyroid), 404)
})

test('every write to a demo project answers 403', async () => {
  const { projects, records } = seedOf()

  for (const id of [projects.pots, projects.breastCancer]) {
    await expectApiError(renameProject(id, 'Mine now'), 403)
    await expectApiError(deleteProject(id), 403)
    await expectApiError(
      apiFetch(`/projects/${id}/question`, {
        method: 'POST',
        json: { question: 'Is exercise safe with POTS?' },
      }),
      403,
    )
    await expectApiError(
      apiFetch(`/projects/${id}/report`, {
        method: 'POST',
        json: { patientProjectId: id, recordIds: [records.symptomDiary] },
      }),
      403,
    )
  }
})

test('GET /users/me/demo_projects lists the two demo projects with four reports each', async () => {
  const { patients } = seedOf()

  const response = await apiFetch('/users/me/demo_projects')
  const demo = v.parse(demoProjectsSchema, await response.json())

  expect(demo.patient_id).toBe(patients.jane)
  expect(demo.demo_projects.map((p) => p.name)).toEqual([
    'Example: POTS',
    'Example: Breast Cancer',
  ])
  const [pots, breastCancer] = demo.demo_projects
  expect(pots?.analyses.map((a) => a.title)).toEqual([
    'Understanding Your POTS Diagnosis',
    'Salt and Fluid Intake',
    'Exercise and Reconditioning',
    'Medications for POTS',
  ])
  expect(breastCancer?.analyses.map((a) => a.title)).toEqual([
    'Understanding Your Mammogram Results',
    'Breast Density and Additional Imaging',
    'Preparing for a Breast Biopsy',
    'Understanding Your Pathology Report',
  ])
  for (const analysis of [
    ...(pots?.analyses ?? []),
    ...(breastCancer?.analyses ?? []),
  ]) {
    expect(analysis).toMatchObject({
      analysisType: 'REPORT',
      status: 'COMPLETED',
    })
  }
  await expect(getDemoProjects()).resolves.toEqual(demo)
})

test('POST /patients/{id}/demo recreates the demo projects under that patient (201)', async () => {
  const { patients, projects } = seedOf()

  const response = await apiFetch(`/patients/${patients.robert}/demo`, {
    method: 'POST',
  })
  expect(response.status).toBe(201)
  const demo = v.parse(demoProjectsSchema, await response.json())

  expect(demo.patient_id).toBe(patients.robert)
  expect(demo.demo_projects).toHaveLength(2)
  await expectApiError(getProject(projects.pots), 404)
  await expect(createDemoProjects(patients.jane)).resolves.toMatchObject({
    patient_id: patients.jane,
  })
  await expectApiError(createDemoProjects(patients.generic), 403)
})
