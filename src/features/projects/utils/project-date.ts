import { format, isValid, parseISO } from 'date-fns'

import type { Project } from '@/types/project'

/** SPEC.md §2: a project's last update, like 'Mar 3rd, 2025'; null when unknown. */
export function formatProjectDate(
  project: Pick<Project, 'updatedAt' | 'createdAt'>,
): string | null {
  const value = project.updatedAt ?? project.createdAt
  if (!value) return null
  const date = parseISO(value)
  return isValid(date) ? format(date, 'MMM do, yyyy') : null
}
