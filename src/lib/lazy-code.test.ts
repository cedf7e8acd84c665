import { pageCode, pageCodeLoaded, retrying } from './lazy-code'

const failedFetch = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  // jsdom loads no stylesheet: each left in the page is loaded, and goes.
  for (const link of document.head.querySelectorAll('link')) {
    link.dispatchEvent(new Event('load'))
    link.remove()
  }
})

test('a chunk that fails to load is fetched again after 1 s, then 2 s, then 4 s, and never rejects', async () => {
  const load = vi.fn(failedFetch)
  void retrying(load)
  await vi.advanceTimersByTimeAsync(0)
  expect(load).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1000)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(2000)
  expect(load).toHaveBeenCalledTimes(3)
  await vi.advanceTimersByTimeAsync(3999)
  expect(load).toHaveBeenCalledTimes(3)
  await vi.advanceTimersByTimeAsync(1)
  expect(load).toHaveBeenCalledTimes(4)
})

test('back online, the chunk is fetched again at once, and only once', async () => {
  const load = vi.fn(failedFetch)
  void retrying(load)
  await vi.advanceTimersByTimeAsync(0)
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(999)
  expect(load).toHaveBeenCalledTimes(2)
})

test('a stylesheet that failed to load is fetched again before the chunk is asked for again', async () => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = '/assets/dialog-x.css'
  // The first try: the chunk's stylesheet fails, and the chunk with it (Vite's loader).
  const load = vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(() => {
      document.head.append(link)
      link.dispatchEvent(new Event('error'))
      return failedFetch()
    })
    .mockResolvedValue('module')
  const loaded = retrying(load)
  await vi.advanceTimersByTimeAsync(1000)
  // The next waits for the stylesheet, fetched again in a link of its own.
  expect(load).toHaveBeenCalledOnce()
  expect(link.isConnected).toBe(false)
  const again = document.head.querySelector<HTMLLinkElement>(
    'link[href="/assets/dialog-x.css"]',
  )
  expect(again).not.toBe(link)
  again?.dispatchEvent(new Event('load'))
  await expect(loaded).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
})

test('two tries of the same chunk at once both wait for its stylesheet fetched again', async () => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = '/assets/report-x.css'
  // A page's code and a part of it are tried again at once (both were
  // waiting to be back online); the page's stylesheet failed, then its
  // chunk, as Vite's loader fails them, a moment after it was asked for.
  const failing = () => {
    if (!link.isConnected) document.head.append(link)
    return new Promise<string>((_, reject) =>
      setTimeout(() => {
        link.dispatchEvent(new Event('error'))
        reject(new TypeError('Failed to fetch dynamically imported module'))
      }, 0),
    )
  }
  const first = vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(failing)
    .mockResolvedValue('module')
  const second = vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(failing)
    .mockResolvedValue('module')
  void retrying(first)
  void retrying(second)
  await vi.advanceTimersByTimeAsync(0)
  // Back online: both try again; neither may render before the stylesheet.
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(first).toHaveBeenCalledOnce()
  expect(second).toHaveBeenCalledOnce()
  document.head
    .querySelector<HTMLLinkElement>('link[href="/assets/report-x.css"]')
    ?.dispatchEvent(new Event('load'))
  await vi.advanceTimersByTimeAsync(0)
  expect(first).toHaveBeenCalledTimes(2)
  expect(second).toHaveBeenCalledTimes(2)
})

test('a page whose code is gone loads afresh where the person was going, once until a page has loaded', async () => {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  void pageCode(vi.fn(failedFetch), () => '/report/analyses/ana_1')
  await vi.advanceTimersByTimeAsync(3000)
  expect(assign).toHaveBeenCalledExactlyOnceWith('/report/analyses/ana_1')

  void pageCode(vi.fn(failedFetch), () => '/records')
  await vi.advanceTimersByTimeAsync(3000)
  expect(assign).toHaveBeenCalledOnce()

  pageCodeLoaded()
  void pageCode(vi.fn(failedFetch), () => '/records')
  await vi.advanceTimersByTimeAsync(3000)
  expect(assign).toHaveBeenLastCalledWith('/records')
})
