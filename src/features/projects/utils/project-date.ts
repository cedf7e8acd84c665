import type { Project } from '@/types/project'

// The platform's ISO parsing (as everywhere in the app) and the months'
// names written out, instead of date-fns, whose `format`, locale and
// `parseISO` would add ~8 KiB to the landing route for one date pattern, or
// an Intl.DateTimeFormat: creating one starts the platform's locale data,
// about 15 ms of a phone's main thread as the app's code loads.
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

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
