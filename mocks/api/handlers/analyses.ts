import { http } from 'msw'

import { API_URL } from '../config'
import { db } from '../db'

import { json, readJson, withUser } from './respond'

export const analysisHandlers = [
  http.get(
    `${API_URL}/analysis/report/:analysisId`,
    withUser(({ sub, params }) =>
      json(db.analyses.get(sub, 'REPORT', params.analysisId ?? '')),
    ),
  ),
  http.get(
    `${API_URL}/analysis/question/:questionId`,
    withUser(({ sub, params }) =>
      json(db.analyses.get(sub, 'QUESTION', params.questionId ?? '')),
    ),
  ),
  http.post(
    `${API_URL}/projects/:projectId/question`,
    withUser(async ({ sub, params, request }) =>
      json(
        db.analyses.askQuestion(
          sub,
          params.projectId ?? '',
          await readJson(request),
        ),
        201,
      ),
    ),
  ),
  http.post(
    `${API_URL}/projects/:projectId/report`,
    withUser(async ({ sub, params, request }) =>
      json(
        db.analyses.createReport(
          sub,
          params.projectId ?? '',
          await readJson(request),
        ),
        201,
      ),
    ),
  ),
]
