/** Helpers for the contract tests of the API stand-in. */
import { expect } from 'vitest'

import { ApiError } from '../../src/lib/http-client'
import type { SeedIds } from '../api/data/store'
import { db } from '../api/db'
import { DEMO_USER } from '../idp/users'

/** The seed ids of a user (the signed-in demo user by default). */
export function seedOf(sub: string = DEMO_USER.sub): SeedIds {
  const { seed } = db.userFor(sub)
  if (!seed) throw new Error(`${sub} has no seed`)
  return seed
}

/** Awaits a call that must fail with `status`, an error ID and a JSON detail. */
export async function expectApiError(
  call: Promise<unknown>,
  status: number,
): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  const apiError = error as ApiError
  expect(apiError.status).toBe(status)
  expect(apiError.requestId).toMatch(/^req_[0-9a-f]+$/)
  expect(apiError.body).toHaveProperty('detail')
  return apiError
}

/** The FastAPI-style body of a 422 for one body field. */
export const validationDetail = (field: string) => ({
  detail: [
    expect.objectContaining({
      loc: ['body', field],
      msg: expect.any(String),
      type: expect.any(String),
    }),
  ],
})

/** The demo user's projects of a patient with that name, as the API holds them. */
export const projectsNamed = (patientId: string, name: string) =>
  db.projects
    .list(DEMO_USER.sub, patientId)
    .filter((project) => project.name === name)
