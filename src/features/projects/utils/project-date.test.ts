// @vitest-environment node
import { i18n } from '@/i18n/i18n'

import { formatProjectDate } from './project-date'

test('the last update reads like "Mar 3rd, 2025"', () => {
  expect(
    formatProjectDate({
      createdAt: '2025-01-01T12:00:00Z',
      updatedAt: '2025-03-03T12:00:00Z',
    }),
  ).toBe('Mar 3rd, 2025')
  expect(
    formatProjectDate({ createdAt: '2024-11-22T12:00:00Z', updatedAt: null }),
  ).toBe('Nov 22nd, 2024')
})

test.each([
  ['2025-05-01T12:00:00Z', 'May 1st, 2025'],
  ['2025-05-02T12:00:00Z', 'May 2nd, 2025'],
  ['2025-05-11T12:00:00Z', 'May 11th, 2025'],
  ['2025-05-12T12:00:00Z', 'May 12th, 2025'],
  ['2025-05-13T12:00:00Z', 'May 13th, 2025'],
  ['2025-05-21T12:00:00Z', 'May 21st, 2025'],
  ['2025-05-23T12:00:00Z', 'May 23rd, 2025'],
  ['2025-05-30T12:00:00Z', 'May 30th, 2025'],
])('%s reads %s', (updatedAt, expected) => {
  expect(formatProjectDate({ createdAt: null, updatedAt })).toBe(expected)
})

test("each month reads as en-US's short name of it", () => {
  const month = new Intl.DateTimeFormat('en-US', { month: 'short' })
  for (let index = 0; index < 12; index++) {
    const updatedAt = new Date(2025, index, 15, 12).toISOString()
    expect(formatProjectDate({ createdAt: null, updatedAt })).toBe(
      `${month.format(new Date(updatedAt))} 15th, 2025`,
    )
  }
})

test('no date, or an unreadable one, gives nothing to show', () => {
  expect(formatProjectDate({ createdAt: null, updatedAt: null })).toBeNull()
  expect(
    formatProjectDate({ createdAt: null, updatedAt: 'not a date' }),
  ).toBeNull()
})

test('in another interface language, the last update is its medium date', () => {
  const project = { createdAt: null, updatedAt: '2025-03-03T12:00:00Z' }
  const medium = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
      new Date(project.updatedAt),
    )
  expect(formatProjectDate(project, 'es')).toBe('3 mar 2025')
  // Arabic digits or Latin ones, as the platform writes Arabic.
  expect(formatProjectDate(project, 'ar')).toBe(medium('ar'))
  expect(formatProjectDate(project, 'ar')).toMatch(/2025|٢٠٢٥/)

  // By default, the interface's language (no catalogue needed here).
  onTestFinished(() => i18n.activate('en'))
  i18n.loadAndActivate({ locale: 'es', messages: {} })
  expect(formatProjectDate(project)).toBe(medium('es'))
  i18n.loadAndActivate({ locale: 'ar', messages: {} })
  expect(formatProjectDate(project)).toBe(medium('ar'))
  i18n.activate('en')
  expect(formatProjectDate(project)).toBe('Mar 3rd, 2025')
})
