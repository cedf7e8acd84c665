import { i18n } from '@/i18n/i18n'

/** One per locale, made when needed: the first starts the locale data (15-25 ms, more on a phone). */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>()

const MONTHS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- US English month names, the en-US platform format written out
  'January February March April May June July August September October November December'.split(
    ' ',
  )

/** US English, most readers' language, as the platform writes it ('March 3, 2025 at 10:05 AM'), with no locale data. */
function formatUsEnglish(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the en-US platform format written out; other languages go through Intl
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${time}`
}

/**
 * A date and time in `locale` (by default the interface's language); in
 * English (the interface's 'en' and its pseudo-language), in the browser's
 * conventions. Null when missing or not a date. Components that call it
 * while rendering read the language from `useLingui()`, so that they
 * render again when it changes.
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale: string = i18n.locale,
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const tag = locale === 'en' || locale === 'pseudo' ? undefined : locale
  // Only compared: the browser's language may be a tag the platform refuses.
  if ((tag ?? navigator.language) === 'en-US') return formatUsEnglish(date)
  let formatter = formatters.get(tag)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      timeStyle: 'short',
    })
    formatters.set(tag, formatter)
  }
  return formatter.format(date)
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>()

/** The largest unit a time apart is counted in, in seconds. */
const UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const

/**
 * How long ago `date` was, in `locale` ('3 days ago', 'hace 3 días'), for
 * languages other than English; English keeps date-fns's wording, which the
 * caller writes.
 */
export function formatTimeAgo(date: Date, locale: string, now = Date.now()) {
  let formatter = relativeFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormatters.set(locale, formatter)
  }
  const seconds = (date.getTime() - now) / 1000
  const [unit, size] =
    UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS[4]
  return formatter.format(Math.round(seconds / size), unit)
}
