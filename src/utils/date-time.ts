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
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date)
}
