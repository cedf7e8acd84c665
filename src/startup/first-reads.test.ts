import { http, HttpResponse } from 'msw'

import { projectQueries } from '@/api/projects/queries'
import { loadSession } from '@/api/session'
import { createQueryClient } from '@/app/query-client'
import { openAnalysis } from '@/features/analyses/loaders/open-analysis'
import { getFreshToken } from '@/lib/auth'
import { takeEarlyRead } from '@/lib/early-reads'
import {
  patientActivated,
  resetActiveSelection,
} from '@/stores/active-selection-store'
import { recordRequests } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { readFirstPage } from './first-reads'

let token = ''
beforeEach(async () => {
  token = (await getFreshToken()) ?? ''
})

/** A new visit: nothing is active, the last active patient is remembered. */
function returnVisit(lastActivePatientId: string) {
  patientActivated(lastActivePatientId)
  resetActiveSelection()
}

const userId = () => db.userFor(DEMO_USER.sub).id

test('on a report’s address start-up reads the report, its project and the session, and the page’s loaders ask the API for none of them again', async () => {
  const seed = seedOf()
  const reportId = seed.analyses.thyroidReport
  returnVisit(seed.patients.jane)
  const requests = recordRequests()

  readFirstPage(TEST_API_URL, token, `/report/analyses/${reportId}`)
  const first = [
    `GET /analysis/report/${reportId}`,
    'GET /users/me',
    `GET /patients/${seed.patients.jane}/projects`,
    'GET /users/me/demo_projects',
  ]
  // Once the report and the user have answered: what they name.
  const named = [
    `GET /projects/${seed.projects.thyroid}`,
    `GET /users/${userId()}/patients`,
  ]
  const read = first.length + named.length
  await vi.waitFor(() => expect(requests).toHaveLength(read))
  expect(requests.slice(0, first.length)).toEqual(first)
  expect(requests.slice(first.length).sort()).toEqual(named)

  // What the report's route loads (app/guards: protectedLoader, reportLoader).
  const queryClient = createQueryClient({ retry: false })
  await Promise.all([
    loadSession(queryClient),
    queryClient.fetchQuery(projectQueries.demo()),
    openAnalysis(queryClient, reportId),
  ])
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  // Only the project's records, which the report does not show, are asked for.
  expect(requests).toHaveLength(read + 1)
  expect(requests[read]).toBe(`GET /projects/${seed.projects.thyroid}/records`)
})

test('the patients and a report’s project are read before the app can take the answers that name them', async () => {
  const seed = seedOf()
  const reportId = seed.analyses.thyroidReport

  readFirstPage(TEST_API_URL, token, `/report/analyses/${reportId}`)
  await takeEarlyRead('/users/me')
  await takeEarlyRead(`/analysis/report/${reportId}`)

  expect(takeEarlyRead(`/users/${userId()}/patients`)).toBeDefined()
  expect(takeEarlyRead(`/projects/${seed.projects.thyroid}`)).toBeDefined()
})

test('on another page the session is read, and without a last active patient no projects', async () => {
  const requests = recordRequests()

  readFirstPage(TEST_API_URL, token, '/')
  await vi.waitFor(() => expect(requests).toHaveLength(3))
  expect(requests).toEqual([
    'GET /users/me',
    'GET /users/me/demo_projects',
    `GET /users/${userId()}/patients`,
  ])
})

test('when /users/me answers without a user id, the patients are not read', async () => {
  server.use(http.get(`${TEST_API_URL}/users/me`, () => HttpResponse.json({})))
  const requests = recordRequests()

  readFirstPage(TEST_API_URL, token, '/')
  // The answer as the app takes it, read to its end; then a task later.
  await (await takeEarlyRead('/users/me'))?.json()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(requests).toEqual(['GET /users/me', 'GET /users/me/demo_projects'])
})
