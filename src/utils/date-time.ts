/**
 * One formatter per locale (`undefined`: the reader's own), made when first
 * needed: making the first one starts the platform's locale data, 15–25 ms
 * on a desktop and four times that on a phone, in the render that shows
 * the date.
 */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>()

function formatterFor(locale: string | undefined) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * US English's long date and short time, written out as the platform
 * writes them ('March 3, 2025 at 10:05 AM'), in the reader's time zone:
 * most readers' language, whose page then starts no locale data at all.
 */
function formatUsEnglish(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${time}`
}

/**
 * A date and time in the reader's own language and conventions (the
 * browser's language, or `locale`), e.g. 'March 3, 2025 at 10:00 AM' or
 * '3. März 2025 um 10:00'. Null when the value is missing or not a date.
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale?: string,
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // The browser's language is only compared, never given to the platform:
  // it can be a tag the platform refuses (a bare 'c' where no locale is
  // set), while its own default is always one it knows.
  return (locale ?? navigator.language) === 'en-US'
    ? formatUsEnglish(date)
    : formatterFor(locale).format(date)
}
