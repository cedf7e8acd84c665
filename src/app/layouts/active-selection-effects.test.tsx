import { act } from '@testing-library/react'

import { projectQueries } from '@/api/project-queries'
import {
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { getPanels, mainPanelOpened } from '@/stores/panels-store'
import { installFakeClock, settle } from '@/testing/fake-clock'
import { renderWithProviders } from '@/testing/render'

import { server } from '../../../mocks/node'
import { seedOf } from '../../../mocks/test-helpers'

import { ActiveSelectionEffects } from './active-selection-effects'

let requests: string[] = []
const recordRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
}

beforeEach(() => {
  requests = []
  server.events.on('request:start', recordRequest)
  installFakeClock()
})

afterEach(() => {
  server.events.removeListener('request:start', recordRequest)
  vi.useRealTimers()
})

function renderEffects() {
  const seed = seedOf()
  const view = renderWithProviders(<ActiveSelectionEffects />)
  const advance = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms))
    await settle(view.queryClient)
  }
  return { ...view, seed, advance }
}

test("a newly active patient's records load", async () => {
  const { seed, queryClient } = renderEffects()
  act(() => patientActivated(seed.patients.robert))
  await settle(queryClient)
  expect(requests).toEqual([`GET /patients/${seed.patients.robert}/records`])
})

test("a newly active project's details load at once when unknown, its records 50 ms later", async () => {
  const { seed, queryClient, advance } = renderEffects()
  act(() => projectActivated(seed.projects.thyroid))
  await settle(queryClient)
  expect(requests).toEqual([`GET /projects/${seed.projects.thyroid}`])

  await advance(49)
  expect(requests).toHaveLength(1)
  await advance(1)
  expect(requests).toEqual([
    `GET /projects/${seed.projects.thyroid}`,
    `GET /projects/${seed.projects.thyroid}/records`,
  ])
})

test('known project details are not read again', async () => {
  const { seed, queryClient, advance } = renderEffects()
  await queryClient.fetchQuery(projectQueries.detail(seed.projects.thyroid))
  requests = []
  act(() => projectActivated(seed.projects.thyroid))
  await advance(50)
  expect(requests).toEqual([`GET /projects/${seed.projects.thyroid}/records`])
})

test('a second change within 50 ms cancels the first project’s records', async () => {
  const { seed, advance } = renderEffects()
  act(() => projectActivated(seed.projects.thyroid))
  await advance(30)
  act(() => projectActivated(seed.projects.firstProject))
  await advance(200)
  const recordReads = requests.filter((r) => r.endsWith('/records'))
  expect(recordReads).toEqual([
    `GET /projects/${seed.projects.firstProject}/records`,
  ])
})

test('switching project closes the panels of other projects', async () => {
  const { seed, queryClient } = renderEffects()
  act(() =>
    mainPanelOpened({
      analysisId: seed.analyses.thyroidReport,
      analysisType: 'REPORT',
      projectId: seed.projects.thyroid,
    }),
  )
  act(() => projectActivated(seed.projects.thyroid))
  expect(getPanels()).toHaveLength(1)
  act(() => projectActivated(seed.projects.firstProject))
  expect(getPanels()).toEqual([])
  await settle(queryClient)
})
