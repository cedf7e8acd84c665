import * as v from 'valibot'

import {
  createPatient,
  deletePatient,
  getPatient,
  getPatients,
  toPatientInput,
  updatePatient,
} from '../../src/api/patients/requests'
import { apiFetch } from '../../src/lib/http-client'
import { patientListSchema, patientSchema } from '../../src/types/patient'
import { seedOf, expectApiError, validationDetail } from '../test-helpers'

const USER = 'usr_demo'

test('GET /users/{id}/patients lists Jane, Robert and the generic profile', async () => {
  const response = await apiFetch(`/users/${USER}/patients`)
  const patients = v.parse(patientListSchema, await response.json())

  expect(patients.map((p) => [p.name, p.isGeneric, p.notes])).toEqual([
    ['Jane Doe', false, 'Type 1 diabetes since 2009'],
    ['Robert Doe', false, null],
    ['Generic profile', true, null],
  ])
  const viaFetcher = await getPatients(USER)
  expect(viaFetcher.map((p) => p.displayName)).toEqual([
    'Jane Doe',
    'Robert Doe',
    'Generic profile',
  ])
  expect(viaFetcher[0]).toMatchObject({ firstName: 'Jane', lastName: 'Doe' })
})

test('POST /users/{id}/patients creates a patient (201)', async () => {
  const response = await apiFetch(`/users/${USER}/patients`, {
    method: 'POST',
    json: toPatientInput('  Ann Marie Lee ', 'Asthma'),
  })
  expect(response.status).toBe(201)
  const created = v.parse(patientSchema, await response.json())
  expect(created).toMatchObject({
    name: 'Ann Marie Lee',
    firstName: 'Ann',
    lastName: 'Marie Lee',
    notes: 'Asthma',
    isGeneric: false,
  })
  expect(created.id).toMatch(/^pat_/)

  const viaFetcher = await createPatient(USER, toPatientInput('Sam', null))
  expect(viaFetcher).toMatchObject({
    name: 'Sam',
    firstName: 'Sam',
    lastName: '',
  })
  expect((await getPatients(USER)).map((p) => p.name)).toContain('Sam')
})

test('a blank patient name answers 422 with a FastAPI-style detail', async () => {
  const error = await expectApiError(
    createPatient(USER, {
      name: '   ',
      firstName: '',
      lastName: '',
      notes: null,
    }),
    422,
  )

  expect(error.body).toEqual(validationDetail('name'))
})

test('GET /patients/{id} answers the patient, 404 for unknown or foreign ids', async () => {
  const { patients } = seedOf()

  await expect(getPatient(patients.jane)).resolves.toMatchObject({
    id: patients.jane,
    name: 'Jane Doe',
  })
  await expectApiError(getPatient('pat_missing'), 404)
  await expectApiError(getPatient(seedOf('someone-else').patients.jane), 404)
})

test('PATCH /patients/{id} updates the patient (200)', async () => {
  const { patients } = seedOf()

  const updated = await updatePatient(patients.robert, {
    ...toPatientInput('Robert J Doe', 'High cholesterol'),
  })

  expect(updated).toMatchObject({
    name: 'Robert J Doe',
    firstName: 'Robert',
    lastName: 'J Doe',
    notes: 'High cholesterol',
  })
  await expect(getPatient(patients.robert)).resolves.toMatchObject({
    notes: 'High cholesterol',
  })
  const notesOnly = await updatePatient(patients.robert, { notes: null })
  expect(notesOnly).toMatchObject({ name: 'Robert J Doe', notes: null })
})

test('PATCH /patients/{id} answers 403 for a generic profile, 404 unknown, 422 blank name', async () => {
  const { patients } = seedOf()

  await expectApiError(updatePatient(patients.generic, { notes: 'x' }), 403)
  await expectApiError(updatePatient('pat_missing', { notes: 'x' }), 404)
  const error = await expectApiError(
    updatePatient(patients.jane, { name: ' ' }),
    422,
  )
  expect(error.body).toEqual(validationDetail('name'))
})

test('DELETE /patients/{id} answers 204 and removes the patient with its data', async () => {
  const { patients, projects } = seedOf()

  const response = await apiFetch(`/patients/${patients.robert}`, {
    method: 'DELETE',
  })
  expect(response.status).toBe(204)
  expect(await response.text()).toBe('')

  await expectApiError(getPatient(patients.robert), 404)
  await expectApiError(apiFetch(`/projects/${projects.heartHealth}`), 404)
})

test('DELETE /patients/{id} answers 403 for a generic profile, 404 unknown or foreign', async () => {
  const { patients } = seedOf()

  await expectApiError(deletePatient(patients.generic), 403)
  await expectApiError(deletePatient('pat_missing'), 404)
  await expectApiError(
    deletePatient(seedOf('someone-else').patients.robert),
    404,
  )
})
