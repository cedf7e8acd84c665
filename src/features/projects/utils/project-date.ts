import { i18n } from '@/i18n/i18n'
import type { Project } from '@/types/project'

// English is written out rather than date-fns (~8 KiB more on the landing
// route) or an Intl.DateTimeFormat (starting its locale data costs a phone
// ~15 ms); the other languages are Intl's, one formatter per language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- English month abbreviations; other languages go through Intl
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatInLocale(date: Date, locale: string): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    formatters.set(locale, formatter)
  }
  return formatter.format(date)
}

function ordinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'
  return `${day}${suffix}`
}

/**
 * A project's last update, like 'Mar 3rd, 2025' in English (the interface's
 * 'en' and its pseudo-language), else as `locale` writes a medium date
 * ('3 mar 2025'); null when unknown. `locale` is the interface's language by
 * default: a component that calls it while rendering reads it from
 * `useLingui()`, so that it renders again when the language changes.
 */
export function formatProjectDate(
  project: Pick<Project, 'updatedAt' | 'createdAt'>,
  locale: string = i18n.locale,
): string | null {
  const value = project.updatedAt ?? project.createdAt
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  if (locale !== 'en' && locale !== 'pseudo')
    return formatInLocale(date, locale)
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`
}
