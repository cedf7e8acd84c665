// @vitest-environment node
import type { AnalysisStatus } from '@/types/analysis'

import { analysisRefetchInterval, pollIntervalFor } from './poll-interval'

test.each([
  [0, 2000],
  [29_999, 2000],
  [30_000, 5000],
  [119_999, 5000],
  [120_000, 10_000],
  [3_600_000, 10_000],
  [-5000, 2000],
  [NaN, 2000],
])(
  'after %i ms a pending analysis is polled every %i ms',
  (elapsed, interval) => {
    expect(pollIntervalFor(elapsed)).toBe(interval)
  },
)

const NOW = Date.parse('2025-03-03T10:00:00Z')
const createdSecondsAgo = (seconds: number) =>
  new Date(NOW - seconds * 1000).toISOString()

test.each<AnalysisStatus>(['PENDING', 'IN_PROGRESS'])(
  '%s keeps polling, backing off with age',
  (status) => {
    expect(
      analysisRefetchInterval(
        { status, createdAt: createdSecondsAgo(1) },
        false,
        NOW,
      ),
    ).toBe(2000)
    expect(
      analysisRefetchInterval(
        { status, createdAt: createdSecondsAgo(60) },
        false,
        NOW,
      ),
    ).toBe(5000)
    expect(
      analysisRefetchInterval(
        { status, createdAt: createdSecondsAgo(600) },
        false,
        NOW,
      ),
    ).toBe(10_000)
  },
)

test.each<AnalysisStatus>([
  'COMPLETED',
  'SUCCESS',
  'FAILED',
  'ERROR',
  'CANCELLED',
  'STOPPED',
])('%s stops polling', (status) => {
  expect(
    analysisRefetchInterval(
      { status, createdAt: createdSecondsAgo(1) },
      false,
      NOW,
    ),
  ).toBe(false)
})

test('a failed fetch stops polling, and nothing polls before the first answer', () => {
  expect(
    analysisRefetchInterval(
      { status: 'PENDING', createdAt: createdSecondsAgo(1) },
      true,
      NOW,
    ),
  ).toBe(false)
  expect(analysisRefetchInterval(undefined, false, NOW)).toBe(false)
})

test('an analysis without a creation time is polled as a new one', () => {
  expect(
    analysisRefetchInterval({ status: 'PENDING', createdAt: null }, false, NOW),
  ).toBe(2000)
})
