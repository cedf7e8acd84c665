import { act } from '@testing-library/react'

import { idleWorkWaitsFor } from '@/lib/idle'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import { getPanels, mainPanelOpened } from '@/stores/panels-store'
import { installFakeClock, settle } from '@/testing/fake-clock'
import { createTestQueryClient } from '@/testing/render'
import { gate, recordRequests } from '@/testing/requests'
import { seedOf } from '@mocks/testing/test-helpers'

import { projectQueries } from './queries'
import { activateProject } from './selection'

beforeEach(() => {
  installFakeClock()
})

afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const requests = recordRequests()
  const seed = seedOf()
  const queryClient = createTestQueryClient()
  const advance = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms))
    await settle(queryClient)
  }
  return { seed, queryClient, advance, requests }
}

test('a project made active loads its details, then its records once idle, at least 50 ms later', async () => {
  const { seed, queryClient, advance, requests } = setup()
  activateProject(queryClient, seed.projects.thyroid, seed.patients.jane)
  expect(getActiveSelection()).toEqual({
    patientId: seed.patients.jane,
    projectId: seed.projects.thyroid,
  })
  await settle(queryClient)
  expect(requests).toEqual([`GET /projects/${seed.projects.thyroid}`])

  await advance(49)
  expect(requests).toHaveLength(1)
  // Then the browser's next idle moment (here, without requestIdleCallback, a timer).
  await advance(2)
  expect(requests).toEqual([
    `GET /projects/${seed.projects.thyroid}`,
    `GET /projects/${seed.projects.thyroid}/records`,
  ])
})

test('on the first page, records wait until it has shown, and only the project still active then reads them', async () => {
  const { seed, queryClient, advance, requests } = setup()
  const { opened: pageShown, open: showPage } = gate()
  idleWorkWaitsFor(pageShown)
  activateProject(queryClient, seed.projects.thyroid)
  await advance(5000)
  expect(requests).toEqual([`GET /projects/${seed.projects.thyroid}`])

  activateProject(queryClient, seed.projects.firstProject)
  showPage()
  await advance(200)
  const recordReads = requests.filter((r) => r.endsWith('/records'))
  expect(recordReads).toEqual([
    `GET /projects/${seed.projects.firstProject}/records`,
  ])
})

test('known details are not fetched again', async () => {
  const { seed, queryClient, advance, requests } = setup()
  await queryClient.fetchQuery(projectQueries.detail(seed.projects.thyroid))
  requests.length = 0
  activateProject(queryClient, seed.projects.thyroid)
  await advance(51)
  expect(requests).toEqual([`GET /projects/${seed.projects.thyroid}/records`])
})

test('a quick second change loads only the second project’s records', async () => {
  const { seed, queryClient, advance, requests } = setup()
  activateProject(queryClient, seed.projects.thyroid)
  await advance(30)
  activateProject(queryClient, seed.projects.firstProject)
  await advance(200)
  const recordReads = requests.filter((r) => r.endsWith('/records'))
  expect(recordReads).toEqual([
    `GET /projects/${seed.projects.firstProject}/records`,
  ])
})

test('switching project closes the panels of other projects', () => {
  const seed = seedOf()
  mainPanelOpened({
    analysisId: seed.analyses.thyroidReport,
    analysisType: 'REPORT',
    projectId: seed.projects.thyroid,
  })
  projectActivated(seed.projects.thyroid)
  expect(getPanels()).toHaveLength(1)
  projectActivated(seed.projects.firstProject)
  expect(getPanels()).toEqual([])
})
