import type { Project } from '@/types/project'

// Written out rather than date-fns (~8 KiB more on the landing route) or an
// Intl.DateTimeFormat (starting its locale data costs a phone ~15 ms).
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

function ordinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'
  return `${day}${suffix}`
}

/** A project's last update, like 'Mar 3rd, 2025'; null when unknown. */
export function formatProjectDate(
  project: Pick<Project, 'updatedAt' | 'createdAt'>,
): string | null {
  const value = project.updatedAt ?? project.createdAt
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`
}
