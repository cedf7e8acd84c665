import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'

import { createQueryClient } from '@/app/query-client'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import {
  advanceClock,
  installFakeClock,
  realTurn,
  settle,
} from '@/testing/fake-clock'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { analysisQueries } from './queries'
import { StaleRequestError } from './stale-requests'

beforeEach(() => {
  installFakeClock()
  vi.setSystemTime(Date.parse('2025-03-03T10:00:00Z'))
})

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

/** Seconds after the start of the test at which the analysis was fetched. */
function recordFetches(analysisId: string) {
  const times: number[] = []
  const start = Date.now()
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/question/${analysisId}`))
      times.push((Date.now() - start) / 1000)
  })
  return times
}

/** React Query tells components on a zero timer: let it fire. */
const notify = () => act(() => vi.advanceTimersByTimeAsync(0))

/** Moves the fake clock without waiting for requests, for tests where one never ends. */
async function tick(ms: number, step = 50) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - elapsed)))
    for (let turn = 0; turn < 5; turn++) {
      await act(realTurn)
    }
  }
}

function pendingQuestion(durationMs: number) {
  const seed = seedOf()
  const question = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'QUESTION',
    title: 'How long does levothyroxine take to work?',
    durationMs,
  })
  return { seed, question }
}

function renderAnalysisQuery(analysisId: string) {
  // The app's own retries: they are what these tests are about.
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  // Reads every field the tests look at, so React Query re-renders for each.
  const view = renderHook(
    () => {
      const { data, isError } = useQuery(
        analysisQueries.detail(analysisId, 'QUESTION'),
      )
      return { status: data?.status, isError }
    },
    { wrapper },
  )
  return { queryClient, ...view }
}

test('a pending analysis is polled every 2 s, then 5 s after 30 s, and never once it is terminal', async () => {
  const { question } = pendingQuestion(45_000)
  const fetches = recordFetches(question.id)
  const { queryClient } = renderAnalysisQuery(question.id)
  await settle(queryClient)

  await advanceClock(queryClient, 50_000)
  expect(fetches).toEqual([
    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 35, 40, 45,
  ])
  expect(
    queryClient.getQueryData(analysisQueries.detail(question.id).queryKey)
      ?.status,
  ).toBe('COMPLETED')

  await advanceClock(queryClient, 10 * 60_000)
  expect(fetches).toHaveLength(19)
})

test('after two minutes a pending analysis is polled every 10 s', async () => {
  const { question } = pendingQuestion(Infinity)
  const fetches = recordFetches(question.id)
  const { queryClient } = renderAnalysisQuery(question.id)
  await settle(queryClient)
  await advanceClock(queryClient, 150_000)
  expect(fetches.filter((time) => time > 110)).toEqual([
    115, 120, 130, 140, 150,
  ])
})

test('a failed fetch puts the query in error and stops polling', async () => {
  const { question } = pendingQuestion(Infinity)
  const fetches = recordFetches(question.id)
  const { queryClient, result } = renderAnalysisQuery(question.id)
  await settle(queryClient)
  await notify()
  expect(result.current.status).toBe('PENDING')

  server.use(
    http.get(`${TEST_API_URL}/analysis/question/:id`, () =>
      HttpResponse.json({ detail: 'Gone' }, { status: 404 }),
    ),
  )
  await advanceClock(queryClient, 60_000)
  await notify()
  expect(fetches).toEqual([0, 2])
  expect(result.current.isError).toBe(true)
})

test('a request pending for 30 s is cancelled at the next sweep, tried again, and polling stops when every try hangs', async () => {
  const { question } = pendingQuestion(Infinity)
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/question/:id`,
      () => new Promise<never>(() => {}),
    ),
  )
  const fetches = recordFetches(question.id)
  const { queryClient } = renderAnalysisQuery(question.id)
  await tick(29_000)
  const query = queryClient.getQueryCache().find({
    queryKey: analysisQueries.detail(question.id).queryKey,
  })
  expect(query?.state.fetchStatus).toBe('fetching')
  await tick(1000)
  expect(query?.state.fetchFailureReason).toBeInstanceOf(StaleRequestError)
  // A sweep 30 s after each try cancels it; the next follows after 1, 2 and 4 s.
  await tick(110_000, 1000)
  expect(fetches).toEqual([0, 31, 63, 97])
  expect(query?.state.error).toBeInstanceOf(StaleRequestError)
  await tick(120_000, 1000)
  expect(fetches).toHaveLength(4)
})

test('one dropped poll is tried again at once: the analysis is still followed to its answer', async () => {
  const { question } = pendingQuestion(6000)
  const fetches = recordFetches(question.id)
  const { queryClient, result } = renderAnalysisQuery(question.id)
  await settle(queryClient)
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/question/:id`,
      () => HttpResponse.error(),
      {
        once: true,
      },
    ),
  )
  // While a try waits, the query is still fetching: move the clock without waiting for it.
  await tick(10_000)
  await settle(queryClient)
  await notify()
  expect(fetches.slice(0, 3)).toEqual([0, 2, 3])
  expect(result.current).toEqual({ status: 'COMPLETED', isError: false })
})

test.each([
  [
    'the connection comes back',
    () => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    },
  ],
  [
    'the tab is shown again',
    () => {
      // As browsers fire it: at the document, bubbling to the window.
      const visibilityChange = () =>
        new Event('visibilitychange', { bubbles: true })
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      document.dispatchEvent(visibilityChange())
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
      document.dispatchEvent(visibilityChange())
    },
  ],
])(
  'a poll that keeps failing ends in an error after three more tries, and following resumes when %s',
  async (_, resume) => {
    const { question } = pendingQuestion(20_000)
    const fetches = recordFetches(question.id)
    const { queryClient, result } = renderAnalysisQuery(question.id)
    await settle(queryClient)
    server.use(
      http.get(`${TEST_API_URL}/analysis/question/:id`, () =>
        HttpResponse.error(),
      ),
    )
    await tick(30_000)
    await notify()
    // The poll at 2 s, then tries 1, 2 and 4 s apart; nothing after the error.
    expect(fetches).toEqual([0, 2, 3, 5, 9])
    expect(result.current.isError).toBe(true)

    server.resetHandlers()
    await act(resume)
    await tick(2000)
    await settle(queryClient)
    await notify()
    expect(fetches).toHaveLength(6)
    expect(result.current).toEqual({ status: 'COMPLETED', isError: false })
  },
)

test('cancelling the query (a closed panel) aborts its request', async () => {
  const { question } = pendingQuestion(Infinity)
  let aborted = false
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/question/:id`,
      ({ request }) =>
        new Promise<never>(() => {
          request.signal.addEventListener('abort', () => {
            aborted = true
          })
        }),
    ),
  )
  const { queryClient, unmount } = renderAnalysisQuery(question.id)
  await tick(100)
  expect(aborted).toBe(false)
  await queryClient.cancelQueries({
    queryKey: analysisQueries.detail(question.id).queryKey,
  })
  unmount()
  await tick(100)
  expect(aborted).toBe(true)
})

test('a poll answered after another patient was chosen leaves that patient and project active', async () => {
  const { question, seed } = pendingQuestion(3000)
  projectActivated(seed.projects.thyroid, seed.patients.jane)
  const { queryClient } = renderAnalysisQuery(question.id)
  await settle(queryClient)
  act(() => projectActivated(seed.projects.heartHealth, seed.patients.robert))
  await advanceClock(queryClient, 5000)
  expect(getActiveSelection()).toEqual({
    patientId: seed.patients.robert,
    projectId: seed.projects.heartHealth,
  })
})
