import { onTestFinished } from 'vitest'

import { gate } from '@/testing/requests'

import {
  idleWorkWaitsFor,
  loadEveryLazyChunk,
  loadOnce,
  loadRetrying,
  whenIdle,
} from './lazy-retrying'

afterEach(() => {
  vi.useRealTimers()
})

test('idle-time work waits for the first page to show, then for the browser to be idle; cancelled, it never runs', async () => {
  vi.useFakeTimers()
  const { opened: pageShown, open: showPage } = gate()
  idleWorkWaitsFor(pageShown)
  const task = vi.fn()
  const cancelled = vi.fn()
  whenIdle(task)
  whenIdle(cancelled)()

  await vi.advanceTimersByTimeAsync(10_000)
  expect(task).not.toHaveBeenCalled()
  showPage()
  await vi.advanceTimersByTimeAsync(1)
  expect(task).toHaveBeenCalledTimes(1)
  expect(cancelled).not.toHaveBeenCalled()
})

/**
 * A browser that reports largest-contentful-paint entries: `paint(at)`
 * reports one painted at `at` (ms on the page's clock).
 */
function reportContentPaints() {
  let report: (entries: { startTime: number }[]) => void = () => {}
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries })
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return { paint: (at: number) => report([{ startTime: at }]) }
}

test.each([
  ['paints its content', true],
  ['paints nothing larger (1 s)', false],
])(
  'where the browser reports content paints, idle-time work also waits until the first page %s',
  async (_, isPainted) => {
    vi.useFakeTimers()
    const { paint } = reportContentPaints()
    const { opened: pageShown, open: showPage } = gate()
    idleWorkWaitsFor(pageShown)
    const task = vi.fn()
    whenIdle(task)
    showPage()
    await vi.advanceTimersByTimeAsync(1)
    // What was painted before the page had its data does not count.
    paint(performance.now() - 100)
    await vi.advanceTimersByTimeAsync(100)
    expect(task).not.toHaveBeenCalled()

    if (isPainted) paint(performance.now())
    else await vi.advanceTimersByTimeAsync(900)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(1)
  },
)

test('a chunk that fails to load is fetched again after 1 s, then 2 s, and never rejects', async () => {
  vi.useFakeTimers()
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue('module')
  const loaded = loadRetrying(load)

  await vi.advanceTimersByTimeAsync(999)
  expect(load).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(1999)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(1)
  await expect(loaded).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(3)
})

test('back online, the chunk is fetched again at once, and only once', async () => {
  vi.useFakeTimers()
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue('module')
  const loaded = loadRetrying(load)
  await vi.advanceTimersByTimeAsync(0)

  window.dispatchEvent(new Event('online'))
  await expect(loaded).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
  // The timer of that attempt was dropped with it.
  await vi.advanceTimersByTimeAsync(60_000)
  expect(load).toHaveBeenCalledTimes(2)
})

/** A stylesheet link in the page, as Vite's loader adds one for a chunk. */
function stylesheet(href: string) {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
  return link
}

/** The stylesheet links in the page with `href`. */
const linksTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].filter(
    (link) => link.getAttribute('href') === href,
  )

test('a chunk is asked for only once the stylesheets that failed before have loaded again, in links of their own', async () => {
  vi.useFakeTimers()
  const href = '/assets/report-detail-route.css'
  const failed = stylesheet(href)
  const loaded = stylesheet('/assets/index.css')
  const load = vi.fn(() => Promise.resolve('module'))
  // As when a preload of the chunk failed.
  failed.dispatchEvent(new Event('error'))
  loaded.dispatchEvent(new Event('load'))

  const module = loadOnce(load)()
  await vi.advanceTimersByTimeAsync(0)
  // The failed link gave way to a new one, which the browser fetches; the
  // chunk waits for it.
  const [again] = linksTo(href)
  expect(again).not.toBe(failed)
  expect(failed.isConnected).toBe(false)
  expect(loaded.isConnected).toBe(true)
  expect(load).not.toHaveBeenCalled()

  again!.dispatchEvent(new Event('load'))
  await expect(module).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(1)
  expect(linksTo(href)).toEqual([again])
  again!.remove()
  loaded.remove()
})

test('a stylesheet that fails again is fetched again at the next attempt, and its chunk waits for it', async () => {
  vi.useFakeTimers()
  const href = '/assets/secured-route.css'
  stylesheet(href).dispatchEvent(new Event('error'))
  const load = vi.fn(() => Promise.resolve('module'))
  const module = loadOnce(load)()

  await vi.advanceTimersByTimeAsync(0)
  linksTo(href)[0]!.dispatchEvent(new Event('error'))
  await vi.advanceTimersByTimeAsync(999)
  expect(load).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  const [third] = linksTo(href)
  third!.dispatchEvent(new Event('load'))
  await expect(module).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(1)
  expect(linksTo(href)).toHaveLength(1)
  third!.remove()
})

test('a chunk asked for from several places loads once; every chunk loads on request', async () => {
  const load = vi.fn(() => Promise.resolve('module'))
  const onLoaded = vi.fn()
  const loadNow = loadOnce(load, onLoaded)
  expect(load).not.toHaveBeenCalled()

  await Promise.all([loadNow(), loadNow()])
  await loadEveryLazyChunk()
  expect(load).toHaveBeenCalledTimes(1)
  expect(onLoaded).toHaveBeenCalledTimes(1)
  expect(onLoaded).toHaveBeenCalledWith('module')

  const other = vi.fn(() => Promise.resolve('other'))
  loadOnce(other)
  await loadEveryLazyChunk()
  expect(other).toHaveBeenCalledTimes(1)
})
