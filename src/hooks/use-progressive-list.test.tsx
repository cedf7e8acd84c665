import { act, render, screen } from '@testing-library/react'

import {
  renderAllSlices,
  sliceEnd,
  useProgressiveList,
} from './use-progressive-list'

const FIRST = 3
const SLICE = 2

function Items({ items }: { items: readonly string[] }) {
  const shown = useProgressiveList(items, { first: FIRST, slice: SLICE })
  return (
    <ul aria-label="Items">
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const numbered = (count: number, name = 'Item') =>
  Array.from({ length: count }, (_, index) => `${name} ${index + 1}`)

const shownItems = () =>
  screen.queryAllByRole('listitem').map((item) => item.textContent)

/** Runs the timer of the next slice and the render it starts. */
const nextSlice = () => act(() => vi.advanceTimersToNextTimer())

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('a list within the first slice renders whole at once', () => {
  render(<Items items={numbered(3)} />)

  expect(shownItems()).toEqual(['Item 1', 'Item 2', 'Item 3'])
  expect(vi.getTimerCount()).toBe(0)
})

test('a long list comes in slices, one after each timer, until it is whole', async () => {
  render(<Items items={numbered(7)} />)

  expect(shownItems()).toEqual(['Item 1', 'Item 2'])
  await nextSlice()
  expect(shownItems()).toEqual(numbered(4))
  await nextSlice()
  expect(shownItems()).toEqual(numbered(6))
  await nextSlice()
  expect(shownItems()).toEqual(numbered(7))
  expect(vi.getTimerCount()).toBe(0)
})

test('printing renders every slice left before the browser takes its snapshot', () => {
  render(<Items items={numbered(20)} />)
  expect(shownItems()).toHaveLength(SLICE)

  // Checked inside act(), which holds back every render it is not made to
  // do at once: the list must be whole as soon as the event is handled.
  act(() => {
    window.dispatchEvent(new Event('beforeprint'))
    expect(shownItems()).toEqual(numbered(20))
  })
})

test('renderAllSlices renders the whole list at once, for the print button', () => {
  render(<Items items={numbered(20)} />)

  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
  act(() => {
    renderAllSlices()
    expect(shownItems()).toEqual(numbered(20))
  })
})

test('a new list keeps the items it shares with the shown one and slices only the rest', async () => {
  const { rerender } = render(<Items items={numbered(4)} />)
  await nextSlice()
  expect(shownItems()).toEqual(numbered(4))

  rerender(<Items items={numbered(12)} />)
  await act(() => Promise.resolve())

  expect(shownItems()).toEqual(numbered(4))
  await nextSlice()
  expect(shownItems()).toEqual(numbered(6))
})

test('two lists take their slices in page order, the first one first', async () => {
  render(
    <>
      <Items items={numbered(6, 'Text')} />
      <Items items={numbered(6, 'Reference')} />
    </>,
  )
  const [text, references] = screen.getAllByRole('list')
  const count = (list: HTMLElement | undefined) =>
    list?.querySelectorAll('li').length // eslint-disable-line testing-library/no-node-access

  expect([count(text), count(references)]).toEqual([2, 2])
  await nextSlice()
  expect([count(text), count(references)]).toEqual([4, 2])
  await nextSlice()
  expect([count(text), count(references)]).toEqual([6, 2])
  await nextSlice()
  expect([count(text), count(references)]).toEqual([6, 4])
})

test('a slice is at least one item, then items as long as they fit the budget', () => {
  const sizes = [5, 1, 1, 4, 1]
  const sizeOf = (item: number) => item

  expect(sliceEnd(sizes, 0, 2, sizeOf)).toBe(1)
  expect(sliceEnd(sizes, 1, 2, sizeOf)).toBe(3)
  expect(sliceEnd(sizes, 3, 10, sizeOf)).toBe(5)
  expect(sliceEnd(sizes, 5, 10, sizeOf)).toBe(5)
})
