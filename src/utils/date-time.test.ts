import { onTestFinished } from 'vitest'

import { formatDateTime, prepareDateTimeFormat } from './date-time'

test('a date and time reads in the reader’s conventions', () => {
  expect(formatDateTime('2025-03-03T10:05:00Z', 'en-US')).toMatch(
    /^March 3, 2025 at \d{1,2}:05\s?(AM|PM)$/,
  )
  expect(formatDateTime('2025-03-03T10:05:00Z', 'de-DE')).toMatch(
    /^3\. März 2025 um \d{2}:05$/,
  )
})

test('no date, or not a date, gives nothing', () => {
  expect(formatDateTime(null)).toBeNull()
  expect(formatDateTime('soon')).toBeNull()
})

test('the reader’s formatter can be made ahead, in an idle moment; a date then uses it', async () => {
  vi.useFakeTimers()
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const made = vi.spyOn(Intl, 'DateTimeFormat')
  prepareDateTimeFormat()
  expect(made).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(made).toHaveBeenCalledOnce()

  expect(formatDateTime('2025-03-03T10:05:00Z')).toMatch(/2025/)
  expect(made).toHaveBeenCalledOnce()
})
