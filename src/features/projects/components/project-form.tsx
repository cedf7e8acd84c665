import { Suspense } from 'react'

import { lazyPart } from '@/lib/lazy-code'

import type { ProjectManagerProps } from './project-manager'

/**
 * The form that names a new project (`project-manager.tsx`). Most visits
 * create no project, so its code, with the checks of answers lost on the
 * way, loads once the page is idle (`preloadProjectForm`), or when the form
 * first shows, rather than with the landing page's script.
 */
const projectManager = lazyPart(
  () => import('./project-manager'),
  (module) => module.ProjectManager,
)

export const preloadProjectForm = projectManager.preloadWhenIdle

export function ProjectForm(props: ProjectManagerProps) {
  return (
    <Suspense fallback={null}>
      <projectManager.Component {...props} />
    </Suspense>
  )
}
