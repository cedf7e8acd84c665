import { http } from 'msw'

import {
  getActiveSelection,
  patientActivated,
  resetActiveSelection,
} from '@/stores/active-selection-store'
import { createTestQueryClient } from '@/testing/render'
import { gate, recordRequests } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { enableApiVariant } from '@mocks/testing/api-variant'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { loadSession } from './session'

/** A new visit: nothing is active, the last active patient is remembered. */
function returnVisit(lastActivePatientId: string) {
  patientActivated(lastActivePatientId)
  resetActiveSelection()
}

/** Holds `/users/me` until the returned function is called. */
function holdUser() {
  const { opened, open } = gate()
  server.use(
    http.get(`${TEST_API_URL}/users/me`, async () => {
      await opened
      // Nothing returned: the stand-in's own handler answers.
    }),
  )
  return open
}

test('on a return visit the last active patient’s projects load while the user is still being fetched, once', async () => {
  const seed = seedOf()
  returnVisit(seed.patients.jane)
  const requests = recordRequests()
  const releaseUser = holdUser()
  const queryClient = createTestQueryClient()

  const loading = loadSession(queryClient)
  await vi.waitFor(() =>
    expect(requests).toEqual([
      `GET /patients/${seed.patients.jane}/projects`,
      'GET /users/me',
    ]),
  )
  // Loaded, not chosen: nothing becomes active before the patients are known.
  expect(getActiveSelection().projectId).toBeNull()

  releaseUser()
  await loading
  expect(getActiveSelection().patientId).toBe(seed.patients.jane)
  expect(getActiveSelection().projectId).not.toBeNull()
  expect(
    requests.filter((r) =>
      r.endsWith(`/patients/${seed.patients.jane}/projects`),
    ),
  ).toHaveLength(1)
})

test('a remembered patient the person no longer has is not made active: the first patient is', async () => {
  returnVisit('pat_of_someone_else')
  const requests = recordRequests()
  const queryClient = createTestQueryClient()

  const { patients } = await loadSession(queryClient)

  const first = patients[0]?.id
  expect(first).toBeDefined()
  expect(getActiveSelection().patientId).toBe(first)
  expect(requests).toContain(`GET /patients/${first}/projects`)
})

test('a first visit opens on the patient added first, whatever order the API lists the patients in', async () => {
  enableApiVariant()
  const seed = seedOf()
  const queryClient = createTestQueryClient()

  await loadSession(queryClient)

  expect(getActiveSelection().patientId).toBe(seed.patients.jane)
})
