import { http, HttpResponse } from 'msw'

import { projectQueries } from '@/api/projects/queries'
import { recordQueries } from '@/api/records/queries'
import { loadSession } from '@/api/session'
import { projectLoader } from '@/app/guards/project-loader'
import { openAnalysis } from '@/features/analyses/loaders/open-analysis'
import { getFreshToken } from '@/lib/auth'
import { takeEarlyRead } from '@/lib/early-reads'
import { routePatterns } from '@/lib/paths'
import {
  getActiveSelection,
  patientActivated,
  resetActiveSelection,
} from '@/stores/active-selection-store'
import { createTestQueryClient } from '@/testing/render'
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
  const queryClient = createTestQueryClient()
  await Promise.all([
    loadSession(queryClient),
    queryClient.fetchQuery(projectQueries.demo()),
    openAnalysis(queryClient, reportId),
  ])
  // The project's records load once the browser is idle after the report
  // has shown (activateProject): wait for them, then for nothing else.
  const records = recordQueries.projectList(seed.projects.thyroid).queryKey
  await vi.waitFor(() =>
    expect(queryClient.getQueryState(records)?.status).toBe('success'),
  )
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  // Only the project's records, which the report does not show, are asked for.
  expect(requests).toHaveLength(read + 1)
  expect(requests[read]).toBe(`GET /projects/${seed.projects.thyroid}/records`)
})

/** How often each request of `requests` was made. */
const counts = (requests: readonly string[]) =>
  requests.reduce(
    (count, request) => count.set(request, (count.get(request) ?? 0) + 1),
    new Map<string, number>(),
  )

test('on the landing page start-up also reads the last active patient’s first active project, and the session’s loader asks for none of it again', async () => {
  const seed = seedOf()
  returnVisit(seed.patients.jane)
  const requests = recordRequests()

  readFirstPage(TEST_API_URL, token, '/')
  await vi.waitFor(() => expect(requests).toHaveLength(5))

  // What the landing page's route loads (app/guards: protectedLoader).
  const queryClient = createTestQueryClient()
  await loadSession(queryClient)
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  const { projectId } = getActiveSelection()
  expect(projectId).toBeTruthy()
  expect(requests.slice(0, 5).sort()).toEqual(
    [
      'GET /users/me',
      `GET /patients/${seed.patients.jane}/projects`,
      'GET /users/me/demo_projects',
      `GET /users/${userId()}/patients`,
      `GET /projects/${projectId}`,
    ].sort(),
  )
  expect([...counts(requests).values()].every((count) => count === 1)).toBe(
    true,
  )
})

test.each(['questions', 'records'])(
  'on the %s address of a project start-up reads that project and its patient’s projects, and the project’s loader asks for neither again',
  async (page) => {
    const seed = seedOf()
    const projectId = seed.projects.thyroid
    returnVisit(seed.patients.jane)
    const requests = recordRequests()

    readFirstPage(TEST_API_URL, token, `/project/${projectId}/${page}`)
    await vi.waitFor(() => expect(requests).toHaveLength(5))
    expect(requests.slice(0, 5).sort()).toEqual(
      [
        `GET /projects/${projectId}`,
        'GET /users/me',
        `GET /patients/${seed.patients.jane}/projects`,
        'GET /users/me/demo_projects',
        `GET /users/${userId()}/patients`,
      ].sort(),
    )

    const queryClient = createTestQueryClient()
    const url = new URL(`/project/${projectId}/${page}`, 'http://localhost')
    await projectLoader(queryClient)({
      request: new Request(url),
      url,
      params: { projectId },
      pattern: routePatterns.ProjectReportDetail,
      context: undefined,
    })
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(getActiveSelection().projectId).toBe(projectId)
    const count = counts(requests)
    expect(count.get(`GET /projects/${projectId}`)).toBe(1)
    expect(count.get(`GET /patients/${seed.patients.jane}/projects`)).toBe(1)
  },
)

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
