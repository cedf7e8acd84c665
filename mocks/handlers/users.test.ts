import * as v from 'valibot'

import { getPatients } from '../../src/api/patients/requests'
import { getDemoProjects } from '../../src/api/projects/requests'
import { getCurrentUser, resetUser } from '../../src/api/users/requests'
import { apiFetch } from '../../src/lib/http-client'
import { userSchema } from '../../src/types/user'
import { db } from '../db'
import { expectApiError } from '../test-helpers'

test('GET /users/me answers the caller id derived from the token sub', async () => {
  const response = await apiFetch('/users/me')

  expect(response.status).toBe(200)
  expect(v.parse(userSchema, await response.json())).toEqual({ id: 'usr_demo' })
})

test('a new sub is provisioned with its own copy of the seed', async () => {
  const other = db.userFor('e2e-abc')

  expect(other.id).toBe('usr_e2e-abc')
  expect(other.seed?.patients.jane).not.toBe(
    db.userFor('demo-user').seed?.patients.jane,
  )
  await expect(getCurrentUser()).resolves.toEqual({ id: 'usr_demo' })
})

test('POST /users/{id}/reset deletes the data of the caller and answers 204', async () => {
  const response = await apiFetch('/users/usr_demo/reset', { method: 'POST' })
  expect(response.status).toBe(204)
  expect(await response.text()).toBe('')

  await expect(getPatients('usr_demo')).resolves.toEqual([])
  await expect(getDemoProjects()).resolves.toEqual({
    demo_projects: [],
    patient_id: null,
  })
})

test('resetting through the fetcher works too', async () => {
  await resetUser('usr_demo')

  await expect(getPatients('usr_demo')).resolves.toEqual([])
})

test("another user's id answers 404 on /users/{id}/...", async () => {
  db.userFor('someone-else')

  await expectApiError(resetUser('usr_someone-else'), 404)
  await expectApiError(getPatients('usr_someone-else'), 404)
})
