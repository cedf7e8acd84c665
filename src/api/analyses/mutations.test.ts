// @vitest-environment node
import { reportFailureMessage } from './mutations'

test('a failed report names the reason, or asks to try again', () => {
  expect(reportFailureMessage(new Error('Demo project'))).toBe(
    'Failed to create report. Demo project',
  )
  expect(reportFailureMessage(new Error(''))).toBe(
    'Failed to create report. Please try again.',
  )
  expect(reportFailureMessage('boom')).toBe(
    'Failed to create report. Please try again.',
  )
})
