import { act, render, screen } from '@testing-library/react'

import { useBottomClearance } from './use-bottom-clearance'

let resize: () => void = () => {}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function FixedCard() {
  const ref = useBottomClearance('--fixed-bottom-card')
  return (
    <section
      ref={ref}
      aria-label="Tour card"
      style={{ position: 'fixed', bottom: '16px' }}
    />
  )
}

const clearance = () =>
  document.documentElement.style.getPropertyValue('--fixed-bottom-card')

test('publishes how much of the window the element covers, and clears it when the element goes', () => {
  const { unmount } = render(<FixedCard />)
  const card = screen.getByRole('region', { name: 'Tour card' })
  vi.spyOn(card, 'offsetHeight', 'get').mockReturnValue(250)

  act(() => resize())
  expect(clearance()).toBe('266px')

  vi.spyOn(card, 'offsetHeight', 'get').mockReturnValue(300)
  act(() => resize())
  expect(clearance()).toBe('316px')

  unmount()
  expect(clearance()).toBe('')
})
