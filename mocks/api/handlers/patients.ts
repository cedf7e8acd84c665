import { http } from 'msw'

import { API_URL } from '../config'
import { db } from '../db'

import { json, noContent, readJson, withUser } from './respond'

export const patientHandlers = [
  http.get(
    `${API_URL}/users/:userId/patients`,
    withUser(({ sub, params }) => {
      db.users.findSelf(sub, params.userId ?? '')
      return json(db.patients.list(sub))
    }),
  ),
  http.post(
    `${API_URL}/users/:userId/patients`,
    withUser(async ({ sub, params, request }) => {
      db.users.findSelf(sub, params.userId ?? '')
      return json(db.patients.create(sub, await readJson(request)), 201)
    }),
  ),
  http.get(
    `${API_URL}/patients/:patientId`,
    withUser(({ sub, params }) =>
      json(db.patients.get(sub, params.patientId ?? '')),
    ),
  ),
  http.patch(
    `${API_URL}/patients/:patientId`,
    withUser(async ({ sub, params, request }) =>
      json(
        db.patients.update(
          sub,
          params.patientId ?? '',
          await readJson(request),
        ),
      ),
    ),
  ),
  http.delete(
    `${API_URL}/patients/:patientId`,
    withUser(({ sub, params }) => {
      db.patients.delete(sub, params.patientId ?? '')
      return noContent()
    }),
  ),
]
