import { act, fireEvent, screen, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import {
  advanceClock,
  installFakeClock,
  realTurn,
  settle,
} from '@/testing/fake-clock'
import { renderApp } from '@/testing/render'
import { db } from '@mocks/api/db'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

const MINUTE = 60_000
/**
 * The clock moves a second at a time and the answers come in between, so no
 * query polls twice in one step. In a longer step the second poll would find
 * the first still waiting for its answer and be merged with it, or not,
 * depending on how fast the machine is.
 */
const STEP = 1000

type ListenerArgs = Parameters<EventTarget['addEventListener']>

const capture = (options: ListenerArgs[2]) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture)

/**
 * Counts the listeners registered on window and document as the DOM does:
 * the same listener, type and phase count once. Listeners added with
 * `once` remove themselves and are not counted.
 */
function countListeners() {
  const active = new Map<string, Set<ListenerArgs[1]>>()
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    const keyOf = (type: string, options: ListenerArgs[2]) =>
      `${target === window ? 'window' : 'document'} ${type} ${capture(options)}`
    vi.spyOn(target, 'addEventListener').mockImplementation(
      (type, listener, options) => {
        if (!(typeof options === 'object' && options.once)) {
          const key = keyOf(type, options)
          active.set(key, (active.get(key) ?? new Set()).add(listener))
        }
        add(type, listener, options)
      },
    )
    vi.spyOn(target, 'removeEventListener').mockImplementation(
      (type, listener, options) => {
        active.get(keyOf(type, options))?.delete(listener)
        remove(type, listener, options)
      },
    )
  }
  return () => [...active.values()].reduce((sum, set) => sum + set.size, 0)
}

beforeEach(() => {
  installFakeClock()
})

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

test('an hour of polling and of opening and closing panels leaves nothing behind', async () => {
  const seed = seedOf()
  // A question that never finishes keeps its panel and its project polling.
  const question = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'QUESTION',
    title: 'A question that never finishes',
    parentAnalysisId: seed.analyses.thyroidReport,
    durationMs: Infinity,
  })
  let requests = 0
  server.events.on('request:start', () => {
    requests += 1
  })
  const listeners = countListeners()
  const { queryClient } = renderApp(paths.reportDetail(question.id), {
    fakeTimers: true,
  })
  // findBy… would wait on the fake clock: the route's code loads in real
  // time, so move the clock a little on each turn of the real event loop.
  const deadline = performance.now() + 10_000
  while (
    !screen.queryByRole('heading', { name: 'Summary' }) &&
    performance.now() < deadline
  ) {
    await advanceClock(queryClient, 50)
    await act(realTurn)
  }
  const main = screen.getByRole('region', { name: 'Thyroid Health Report' })

  /** A minute of polling with a citation opened and closed in it. */
  async function minute() {
    fireEvent.click(
      within(main).getAllByRole('button', { name: 'Reference 1' })[0]!,
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    const side = screen.getByRole('complementary', { name: 'Citation' })
    fireEvent.keyDown(side, { key: 'Escape' })
    for (let elapsed = 0; elapsed < MINUTE; elapsed += STEP) {
      await act(() => vi.advanceTimersByTimeAsync(STEP))
      await settle(queryClient)
    }
    expect(
      screen.queryByRole('complementary', { name: 'Citation' }),
    ).not.toBeInTheDocument()
  }

  // The pace is read once the question is over two minutes old and polls at
  // its slowest.
  for (let i = 0; i < 2; i++) await minute()
  const after2 = requests
  for (let i = 2; i < 10; i++) await minute()
  const after10 = {
    timers: vi.getTimerCount(),
    listeners: listeners(),
    queries: queryClient.getQueryCache().getAll().length,
    requests,
  }
  for (let i = 10; i < 60; i++) await minute()
  const after60 = {
    timers: vi.getTimerCount(),
    listeners: listeners(),
    queries: queryClient.getQueryCache().getAll().length,
  }

  expect(after60.timers).toBeLessThanOrEqual(after10.timers)
  expect(after60.listeners).toBeLessThanOrEqual(after10.listeners)
  expect(after60.queries).toBe(after10.queries)
  // Still polling, at the same pace: 50 more minutes, 5 times as many requests.
  const perMinute = (after10.requests - after2) / 8
  expect(requests - after10.requests).toBeGreaterThan(perMinute * 50 * 0.8)
  expect(requests - after10.requests).toBeLessThan(perMinute * 50 * 1.2)
  expect(
    screen.getByRole('region', { name: 'A question that never finishes' }),
  ).toBeInTheDocument()
}, 120_000)
