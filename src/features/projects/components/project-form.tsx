import { Suspense } from 'react'

import { lazyPart } from '@/components/ui/lazy-part'

import type { ProjectManagerProps } from './project-manager'

/** Most visits create no project: its form's code loads once the page is idle, or when the form first shows. */
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
