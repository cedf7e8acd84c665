/** One per locale, made when needed: the first starts the locale data (15-25 ms, more on a phone). */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>()

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  )

/** US English, most readers' language, as the platform writes it ('March 3, 2025 at 10:05 AM'), with no locale data. */
function formatUsEnglish(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${time}`
}

/** A date and time in the browser's language (or `locale`); null when missing or not a date. */
export function formatDateTime(
  iso: string | null | undefined,
  locale?: string,
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // Only compared: the browser's language may be a tag the platform refuses.
  if ((locale ?? navigator.language) === 'en-US') return formatUsEnglish(date)
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(date)
}
