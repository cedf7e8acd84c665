import { http } from 'msw'

import { API_URL } from '../config'
import { db } from '../db'

import { json, noContent, readJson, withUser } from './respond'

export const projectHandlers = [
  http.get(
    `${API_URL}/users/me/demo_projects`,
    withUser(({ sub }) => json(db.projects.listDemo(sub))),
  ),
  http.get(
    `${API_URL}/patients/:patientId/projects`,
    withUser(({ sub, params }) =>
      json(db.projects.list(sub, params.patientId ?? '')),
    ),
  ),
  http.post(
    `${API_URL}/patients/:patientId/projects`,
    withUser(async ({ sub, params, request }) =>
      json(
        db.projects.create(
          sub,
          params.patientId ?? '',
          await readJson(request),
        ),
        201,
      ),
    ),
  ),
  http.post(
    `${API_URL}/patients/:patientId/demo`,
    withUser(({ sub, params }) =>
      json(db.projects.createDemo(sub, params.patientId ?? ''), 201),
    ),
  ),
  http.get(
    `${API_URL}/projects/:projectId`,
    withUser(({ sub, params }) =>
      json(db.projects.get(sub, params.projectId ?? '')),
    ),
  ),
  http.patch(
    `${API_URL}/projects/:projectId`,
    withUser(async ({ sub, params, request }) =>
      json(
        db.projects.rename(
          sub,
          params.projectId ?? '',
          await readJson(request),
        ),
      ),
    ),
  ),
  http.delete(
    `${API_URL}/projects/:projectId`,
    withUser(({ sub, params }) => {
      db.projects.delete(sub, params.projectId ?? '')
      return noContent()
    }),
  ),
]
