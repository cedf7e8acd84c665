// @vitest-environment node
import { measureQuestion } from './question-rules'

test.each([
  ['', { count: 0, isTooShort: true, isTooLong: false }],
  ['123456789', { count: 9, isTooShort: true, isTooLong: false }],
  ['1234567890', { count: 10, isTooShort: false, isTooLong: false }],
  ['   12345678   ', { count: 14, isTooShort: true, isTooLong: false }],
  ['x'.repeat(200), { count: 200, isTooShort: false, isTooLong: false }],
  ['x'.repeat(201), { count: 201, isTooShort: false, isTooLong: true }],
])('%j measures %j', (text, expected) => {
  expect(measureQuestion(text)).toEqual(expected)
})
