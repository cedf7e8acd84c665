import { sortNewestFirst } from '@/utils/sort-by-date'

/** A Project, or a project as the API sent it. */
interface ProjectDates {
  isActive: boolean
  createdAt?: string | null
  updatedAt?: string | null
}

/** Projects by last update, newest first (the selector's and the tree's order). */
export const sortProjects = <P extends ProjectDates>(projects: readonly P[]) =>
  sortNewestFirst(projects, (p) => p.updatedAt ?? p.createdAt)

/** A patient opens on the project they worked on last. */
export const firstActiveProject = <P extends ProjectDates>(
  projects: readonly P[],
) => sortProjects(projects).find((project) => project.isActive)
