import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { Suspense, useState, type ComponentType } from 'react'

import { lazyRetrying } from '@/lib/lazy-retrying'
import { installFakeClock, realTurn } from '@/testing/fake-clock'
import { renderWithProviders } from '@/testing/render'
import { gate } from '@/testing/requests'
import {
  newBuild,
  runThisBuild,
  serveIndexPage,
  thisBuild,
} from '@/testing/served-build'

import {
  CODE_UNAVAILABLE_MESSAGE,
  CodeUnavailableNotice,
} from './code-unavailable-notice'

interface PartModule {
  Part: ComponentType
}

const failedFetch = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/**
 * A page with the notice and a part whose code `load` brings, shown once
 * "Open part" is pressed.
 */
function pageWithPart(load: () => Promise<PartModule>, reload: () => void) {
  const part = lazyRetrying(load, (module) => module.Part)
  function Page() {
    const [isOpen, setIsOpen] = useState(false)
    return (
      <>
        <CodeUnavailableNotice reload={reload} />
        <button type="button" onClick={() => setIsOpen(true)}>
          Open part
        </button>
        {isOpen ? (
          <Suspense fallback={null}>
            <part.Component />
          </Suspense>
        ) : null}
      </>
    )
  }
  return { page: <Page />, part }
}

/**
 * Moves the fake clock 100 ms at a time, letting real I/O (the server's
 * index.html) answer in between, until `check` holds.
 */
async function advanceUntil(check: () => boolean) {
  const deadline = performance.now() + 5000
  while (performance.now() < deadline) {
    await act(realTurn)
    if (check()) return
    await act(() => vi.advanceTimersByTimeAsync(100))
  }
  throw new Error('advanceUntil: still false after 5 s')
}

/** A part's code that fails `failures` times, then comes. */
function failingThenComing(failures: number) {
  const load = vi
    .fn<() => Promise<PartModule>>()
    .mockResolvedValue({ Part: () => <p>The part</p> })
  for (let failure = 0; failure < failures; failure += 1)
    load.mockImplementationOnce(failedFetch)
  return load
}

/** Renders the page, opens the part and waits until it shows. */
async function openPartUntilShown(load: () => Promise<PartModule>) {
  const { page } = pageWithPart(load, vi.fn())
  renderWithProviders(page)
  fireEvent.click(screen.getByRole('button', { name: 'Open part' }))
  await advanceUntil(() => screen.queryByText('The part') !== null)
}

beforeEach(() => {
  runThisBuild()
})

afterEach(() => {
  vi.useRealTimers()
})

test('a part whose code is gone with a new build asks to reload once the person asks for it; the reload waits for a write on its way', async () => {
  serveIndexPage(newBuild)
  const load = vi.fn<() => Promise<PartModule>>(failedFetch)
  const reload = vi.fn()
  const { page, part } = pageWithPart(load, reload)
  const { user, queryClient } = renderWithProviders(page)

  // Loaded while the page is idle: failing, it bothers nobody.
  void part.preload()
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Open part' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    CODE_UNAVAILABLE_MESSAGE,
  )

  const { opened: written, open: finishWrite } = gate()
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => written })
    .execute(undefined)
  await user.click(screen.getByRole('button', { name: 'Reload page' }))
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeDisabled()
  expect(reload).not.toHaveBeenCalled()
  finishWrite()
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))

  // Should the code come after all, the part opens and its retries stop.
  load.mockResolvedValue({ Part: () => <p>The part</p> })
  window.dispatchEvent(new Event('online'))
  expect(await screen.findByText('The part')).toBeInTheDocument()
})

test('the reload waits for writes sent one after the other, as a batch of files goes, the next as soon as the one before has its answer', async () => {
  serveIndexPage(newBuild)
  const reload = vi.fn()
  const { page } = pageWithPart(vi.fn(failedFetch), reload)
  const { user, queryClient } = renderWithProviders(page)
  await user.click(screen.getByRole('button', { name: 'Open part' }))
  await screen.findByRole('alert')

  const first = gate()
  const second = gate()
  const write = (answered: Promise<void>) =>
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => answered })
      .execute(undefined)
  void (async () => {
    await write(first.opened)
    await write(second.opened)
  })()
  await user.click(screen.getByRole('button', { name: 'Reload page' }))
  first.open()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(reload).not.toHaveBeenCalled()

  second.open()
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
})

test('with the server up and this build, the part asked for waits for three failures before the page asks to reload', async () => {
  installFakeClock()
  const judged = serveIndexPage(thisBuild)
  const load = vi.fn<() => Promise<PartModule>>(failedFetch)
  const { page } = pageWithPart(load, vi.fn())
  renderWithProviders(page)

  fireEvent.click(screen.getByRole('button', { name: 'Open part' }))
  // Each failure is judged from the server's index.html; retried after
  // 1 s, then 2 s.
  await advanceUntil(() => judged.mock.calls.length === 2)
  await act(realTurn)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await advanceUntil(() => screen.queryByRole('alert') !== null)
  expect(screen.getByRole('alert')).toHaveTextContent(CODE_UNAVAILABLE_MESSAGE)
  expect(load).toHaveBeenCalledTimes(3)
  expect(judged).toHaveBeenCalledTimes(3)
})

test('while the server cannot be reached the part waits for its code without a notice, and opens once it comes', async () => {
  installFakeClock()
  serveIndexPage(() => HttpResponse.error())
  const load = failingThenComing(3)
  await openPartUntilShown(load)
  expect(load).toHaveBeenCalledTimes(4)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a part’s next attempt does not wait for a slow index.html to judge the failure before it', async () => {
  installFakeClock()
  const { opened: answered, open: answer } = gate()
  onTestFinished(answer)
  const sent = gate()
  const judged = serveIndexPage(async () => {
    await answered
    sent.open()
    return thisBuild()
  })
  const load = failingThenComing(1)
  await openPartUntilShown(load)
  expect(load).toHaveBeenCalledTimes(2)
  expect(judged).toHaveBeenCalledTimes(1)

  // The judgement ends within the test: finished after it, against a page
  // no longer naming this build, it would find another build.
  answer()
  await act(() => sent.opened)
  await act(realTurn)
  await act(realTurn)
})
