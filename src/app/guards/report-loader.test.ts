import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { getActiveSelection } from '@/stores/active-selection-store'
import { getPanels } from '@/stores/panels-store'
import { installFakeClock } from '@/testing/fake-clock'
import { TEST_API_URL } from '@/testing/test-auth'

import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { seedOf } from '../../../mocks/test-helpers'
import { paths } from '../paths'
import { createQueryClient } from '../query-client'

import { projectReportLoader, reportLoader } from './report-loader'

const argsFor = (params: Record<string, string>) =>
  ({
    request: new Request('http://localhost/report'),
    params,
    context: undefined,
  }) as unknown as LoaderFunctionArgs

function recordRequests() {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return requests
}

/** One turn of the real event loop, which the fake clock does not hold. */
const realTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

test("an analysis of another patient's project activates that project and patient", async () => {
  const seed = seedOf()
  const queryClient = createQueryClient({ retry: false })
  await reportLoader(queryClient)(argsFor({ id: seed.analyses.heartQuestion }))
  expect(getActiveSelection()).toMatchObject({
    patientId: seed.patients.robert,
    projectId: seed.projects.heartHealth,
  })
  expect(getPanels()).toEqual([
    expect.objectContaining({
      kind: 'main',
      analysisId: seed.analyses.heartQuestion,
      analysisType: 'QUESTION',
      projectId: seed.projects.heartHealth,
    }),
  ])
})

test('a question with a parent opens beside it, the parent as the main panel', async () => {
  const seed = seedOf()
  const queryClient = createQueryClient({ retry: false })
  await reportLoader(queryClient)(
    argsFor({ id: seed.analyses.thyroidFollowUps[1] }),
  )
  expect(getPanels().map((p) => [p.kind, p.analysisId])).toEqual([
    ['main', seed.analyses.thyroidReport],
    ['secondary', seed.analyses.thyroidFollowUps[1]],
  ])
})

test('an analysis missing from every project tree is fetched: report first, then question', async () => {
  const seed = seedOf()
  // Trees without analyses: only the analysis endpoints can tell.
  server.use(
    http.get(`${TEST_API_URL}/patients/:patientId/projects`, async () =>
      HttpResponse.json([]),
    ),
  )
  const requests = recordRequests()
  const queryClient = createQueryClient({ retry: false })
  await reportLoader(queryClient)(argsFor({ id: seed.analyses.firstQuestion }))
  const id = seed.analyses.firstQuestion
  expect(requests.filter((request) => request.includes(`/analysis/`))).toEqual([
    `GET /analysis/report/${id}`,
    `GET /analysis/question/${id}`,
  ])
  expect(getPanels()[0]).toMatchObject({
    analysisId: id,
    analysisType: 'QUESTION',
    projectId: seed.projects.firstProject,
  })
  expect(getActiveSelection().projectId).toBe(seed.projects.firstProject)
})

test('an unknown analysis answers 404', async () => {
  const queryClient = createQueryClient({ retry: false })
  const outcome = await reportLoader(queryClient)(
    argsFor({ id: 'ana_unknown' }),
  ).catch((error: unknown) => error)
  expect(outcome).toBeInstanceOf(Response)
  expect((outcome as Response).status).toBe(404)
})

test('the guard waits at most 5 s for the patients', async () => {
  installFakeClock()
  const seed = seedOf()
  server.use(
    http.get(
      `${TEST_API_URL}/users/:userId/patients`,
      () => new Promise<never>(() => {}),
    ),
  )
  const queryClient = createQueryClient({ retry: false })
  let isDone = false
  const loading = reportLoader(queryClient)(
    argsFor({ id: seed.analyses.thyroidReport }),
  ).then(() => {
    isDone = true
  })
  const wait = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms))
    for (let turn = 0; turn < 200 && !isDone; turn++) {
      await realTurn()
    }
  }
  await wait(4900)
  expect(isDone).toBe(false)
  await wait(100)
  await loading
  expect(getPanels()[0]?.analysisId).toBe(seed.analyses.thyroidReport)
})

test("a project's report route opens its newest analysis, or its questions when it has none", async () => {
  const seed = seedOf()
  const queryClient = createQueryClient({ retry: false })
  const toThyroid = (await projectReportLoader(queryClient)(
    argsFor({ projectId: seed.projects.thyroid }),
  )) as Response
  expect(toThyroid.headers.get('Location')).toBe(
    paths.reportDetail(seed.analyses.thyroidReport),
  )
  const empty = db.insert.project('demo-user', seed.patients.jane, {
    name: 'Sleep',
  })
  const toEmpty = (await projectReportLoader(queryClient)(
    argsFor({ projectId: empty.id }),
  )) as Response
  expect(toEmpty.headers.get('Location')).toBe(paths.projectQuestions(empty.id))
})
