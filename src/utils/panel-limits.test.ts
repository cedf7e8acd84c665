// @vitest-environment node
// English active, as the app starts (main.tsx imports it first).
import '@/i18n/i18n'

import { maxPanelsForWidth, panelLimitMessage } from './panel-limits'

test.each([
  [320, 10],
  [767, 10],
  [768, 2],
  [1023, 2],
  [1024, 3],
  [1279, 3],
  [1280, 4],
  [1535, 4],
  [1536, 5],
  [1919, 5],
  [1920, 6],
  [2560, 6],
])('a %i px window holds %i panels', (width, max) => {
  expect(maxPanelsForWidth(width)).toBe(max)
})

test('names the limit and the kind of screen', () => {
  expect(panelLimitMessage(900)).toBe(
    'Maximum 2 panels allowed on desktop. Close an existing panel to add a new one.',
  )
  expect(panelLimitMessage(390)).toBe(
    'Maximum 10 panels allowed on mobile. Close an existing panel to add a new one.',
  )
})
