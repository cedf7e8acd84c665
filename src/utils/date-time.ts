/**
 * One formatter per locale (`undefined`: the reader's own), made when first
 * needed: making one starts the platform's locale data, several
 * milliseconds on a phone, and a report's details show a date on every
 * render.
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

/**
 * A date and time in the reader's own language and conventions, e.g.
 * 'March 3, 2025 at 10:00 AM' or '3 March 2025 at 10:00'. Null when the
 * value is missing or not a date.
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale?: string,
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return formatterFor(locale).format(date)
}
