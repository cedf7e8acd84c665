import { act, render, screen } from '@testing-library/react'

import { useFocusKeptInView } from './use-focus-kept-in-view'

function Page() {
  useFocusKeptInView()
  return <button type="button">First</button>
}

let frames: FrameRequestCallback[] = []
/** Runs the callbacks asked for before this frame. */
const nextFrame = () =>
  act(() => {
    const due = frames
    frames = []
    due.forEach((callback) => callback(performance.now()))
  })

beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    frames.push(callback),
  )
  vi.stubGlobal('cancelAnimationFrame', () => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('what focus reached is brought back into view two frames on, once blocks laid out late have their height', async () => {
  render(<Page />)
  const first = screen.getByRole('button', { name: 'First' })
  const scrolled = vi.fn()
  first.scrollIntoView = scrolled

  act(() => first.focus())
  await nextFrame()
  expect(scrolled).not.toHaveBeenCalled()
  await nextFrame()
  expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'nearest' })
})

test('focus gone on by then leaves the page where it is', async () => {
  render(<Page />)
  const first = screen.getByRole('button', { name: 'First' })
  const scrolled = vi.fn()
  first.scrollIntoView = scrolled

  act(() => first.focus())
  await nextFrame()
  act(() => first.blur())
  await nextFrame()
  expect(scrolled).not.toHaveBeenCalled()
})
