import { onIdle } from '@/lib/lazy-retrying'

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
 * Makes the reader's formatter in an idle moment (soon, where the browser
 * cannot say), for a page about to show a date: the platform's locale data
 * then starts while the page waits for its data, rather than in the render
 * that shows the date (about 15 ms on a desktop the first time, four times
 * that on a phone).
 */
export function prepareDateTimeFormat(): void {
  onIdle(() => void formatterFor(undefined))
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
