import { useQueryClient, type QueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/records/queries'
import { projectActivated } from '@/stores/active-selection-store'

import { projectQueries } from './queries'

/**
 * A project's records load this long after it becomes active, so that a
 * quick second change loads only the second project's.
 */
const PROJECT_RECORDS_DELAY_MS = 50

let recordsTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Makes a project active because a person chose it or a route opened it
 * (and its patient, when given): its details load when not known yet, its
 * records shortly after.
 */
export function activateProject(
  queryClient: QueryClient,
  projectId: string | null,
  patientId?: string | null,
) {
  projectActivated(projectId, patientId)
  clearTimeout(recordsTimer)
  if (!projectId) return
  const detail = projectQueries.detail(projectId)
  if (queryClient.getQueryData(detail.queryKey) === undefined)
    void queryClient.prefetchQuery(detail)
  recordsTimer = setTimeout(() => {
    void queryClient.prefetchQuery(recordQueries.projectList(projectId))
  }, PROJECT_RECORDS_DELAY_MS)
}

/** `activateProject` for components: `activate(project.id, project.patientId)`. */
export function useActivateProject() {
  const queryClient = useQueryClient()
  return (projectId: string | null, patientId?: string | null) =>
    activateProject(queryClient, projectId, patientId)
}
