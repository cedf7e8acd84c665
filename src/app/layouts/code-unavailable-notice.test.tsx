import { act, fireEvent, screen } from '@testing-library/react'
import { Suspense, useState, type ComponentType } from 'react'

import { lazyPart } from '@/components/ui/lazy-part'
import { installFakeClock, realTurn } from '@/testing/fake-clock'
import { renderWithProviders } from '@/testing/render'

import { CodeUnavailableNotice } from './code-unavailable-notice'

const CODE_UNAVAILABLE_MESSAGE =
  'Part of the app could not be loaded. Reload the page to use it.'

interface PartModule {
  Part: ComponentType
}

const failedFetch = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** A page with the notice and a part whose code `load` brings, shown once "Open part" is pressed. */
function pageWithPart(load: () => Promise<PartModule>, reload = vi.fn()) {
  const part = lazyPart(load, (module) => module.Part)
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
  return { page: <Page />, part, reload }
}

/** Moves the fake clock 100 ms at a time, with real turns between, for `ms`. */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(() => vi.advanceTimersByTimeAsync(100))
    await act(realTurn)
  }
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

const neverComing = () => vi.fn<() => Promise<PartModule>>(failedFetch)

beforeEach(() => {
  installFakeClock()
})

afterEach(() => {
  vi.useRealTimers()
})

test('a part whose code fails three times while online asks the person who asked for it to reload; Reload page reloads', async () => {
  const { page, reload } = pageWithPart(neverComing())
  renderWithProviders(page)
  fireEvent.click(screen.getByRole('button', { name: 'Open part' }))
  // Tried again after 1 and 2 s: the third failure says so.
  await advance(2900)
  expect(screen.queryByText(CODE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument()
  await advance(200)
  expect(screen.getByRole('alert')).toHaveTextContent(CODE_UNAVAILABLE_MESSAGE)

  fireEvent.click(screen.getByRole('button', { name: 'Reload page' }))
  expect(reload).toHaveBeenCalledOnce()
})

test('a part whose code comes after two failures opens, and nothing is said', async () => {
  const load = failingThenComing(2)
  const { page } = pageWithPart(load)
  renderWithProviders(page)
  fireEvent.click(screen.getByRole('button', { name: 'Open part' }))
  await advance(3100)
  expect(screen.getByText('The part')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(3)
})

test('while offline the part waits for its code without a notice, and opens once the browser is back online', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const load = failingThenComing(5)
  const { page } = pageWithPart(load)
  renderWithProviders(page)
  fireEvent.click(screen.getByRole('button', { name: 'Open part' }))
  await advance(20_000)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  load.mockResolvedValue({ Part: () => <p>The part</p> })
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  await advance(100)
  expect(screen.getByText('The part')).toBeInTheDocument()
})

test('a part that is never asked for says nothing, however often its code fails', async () => {
  const { page, part } = pageWithPart(neverComing())
  renderWithProviders(page)
  void part.preload()
  await advance(10_000)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
