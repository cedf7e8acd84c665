// @vitest-environment node
import { displayTitle, isRealTitle } from './display-title'

test.each([
  [' Thyroid Health Report ', 'Thyroid Health Report'],
  [null, 'Title not available'],
  [undefined, 'Title not available'],
  ['   ', 'Title not available'],
  ['N/A', 'Title not available'],
  ['[Untitled]', 'Title not available'],
  ['no title available', 'Title not available'],
  ['---', 'Title not available'],
  ['None of the above: a study', 'None of the above: a study'],
])('%j shows as %j', (title, shown) => {
  expect(displayTitle(title)).toBe(shown)
  expect(isRealTitle(title)).toBe(shown !== 'Title not available')
})
