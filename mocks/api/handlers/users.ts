import { http } from 'msw'

import { API_URL } from '../config'
import { db } from '../db'

import { json, noContent, withUser } from './respond'

export const userHandlers = [
  http.get(
    `${API_URL}/users/me`,
    withUser(({ sub }) => json(db.users.me(sub))),
  ),
  http.post(
    `${API_URL}/users/:userId/reset`,
    withUser(({ sub, params }) => {
      db.users.reset(sub, params.userId ?? '')
      return noContent()
    }),
  ),
]
