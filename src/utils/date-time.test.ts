import { activateLanguage } from '@/i18n/i18n'

import { formatDateTime, formatTimeAgo } from './date-time'

test('a date and time reads in the reader’s conventions', () => {
  expect(formatDateTime('2025-03-03T10:05:00Z', 'en-US')).toMatch(
    /^March 3, 2025 at \d{1,2}:05 (AM|PM)$/,
  )
  expect(formatDateTime('2025-03-03T10:05:00Z', 'de-DE')).toMatch(
    /^3\. März 2025 um \d{2}:05$/,
  )
  expect(formatDateTime('2025-03-03T10:05:00Z', 'en-GB')).toMatch(
    /^3 March 2025 at \d{2}:05$/,
  )
})

test('without a locale, the browser’s language decides; one the platform does not know still gives a date', () => {
  const language = vi.spyOn(navigator, 'language', 'get')
  language.mockReturnValue('en-US')
  expect(formatDateTime('2025-03-03T10:05:00Z')).toMatch(/^March 3, 2025 at /)
  // A browser where no locale is set (WebKitGTK under a bare C locale).
  language.mockReturnValue('c')
  expect(formatDateTime('2025-03-03T10:05:00Z')).toMatch(/2025/)
})

test('in US English the date is written out exactly as the platform writes it, at every month and hour', () => {
  const platform = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  for (let month = 0; month < 12; month++) {
    for (const [hour, minute] of [
      [0, 0],
      [0, 59],
      [9, 5],
      [11, 59],
      [12, 0],
      [13, 30],
      [23, 59],
    ] as const) {
      const date = new Date(2025, month, month + 1, hour, minute)
      expect(formatDateTime(date.toISOString(), 'en-US')).toBe(
        platform.format(date).replace(/\s/g, ' '),
      )
    }
  }
})

test('no date, or not a date, gives nothing', () => {
  expect(formatDateTime(null)).toBeNull()
  expect(formatDateTime('soon')).toBeNull()
})

test('in another interface language, the date and time are written in it, whatever the browser’s language', async () => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US')
  const iso = '2025-03-03T10:05:00Z'
  const inLocale = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(iso))
  expect(formatDateTime(iso, 'es')).toMatch(/^3 de marzo de 2025/)
  expect(formatDateTime(iso, 'es')).toBe(inLocale('es'))
  // Arabic digits or Latin ones, as the platform writes Arabic.
  expect(formatDateTime(iso, 'ar')).toBe(inLocale('ar'))
  expect(formatDateTime(iso, 'ar')).not.toBe(formatDateTime(iso, 'es'))

  // By default, the interface's language.
  onTestFinished(() => activateLanguage('en'))
  await activateLanguage('es')
  expect(formatDateTime(iso)).toBe(inLocale('es'))
  await activateLanguage('ar')
  expect(formatDateTime(iso)).toBe(inLocale('ar'))
  await activateLanguage('en')
  expect(formatDateTime(iso)).toMatch(/^March 3, 2025 at /)
})

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-03-10T12:00:00Z')
  test.each([
    ['es', '2025-03-07T12:00:00Z', 'hace 3 días'],
    ['fr', '2025-03-10T09:00:00Z', 'il y a 3 heures'],
    ['de', '2025-01-05T12:00:00Z', 'vor 2 Monaten'],
    ['es', '2023-03-10T12:00:00Z', 'hace 2 años'],
    ['de', '2025-03-10T11:59:40Z', 'in dieser Minute'],
  ])('in %s, %s is %s', (locale, iso, expected) => {
    expect(formatTimeAgo(new Date(iso), locale, now)).toBe(expected)
  })

  test('in Arabic, as Intl says it', () => {
    const date = new Date('2025-03-07T12:00:00Z')
    expect(formatTimeAgo(date, 'ar', now)).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'day'),
    )
  })
})
