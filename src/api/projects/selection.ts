import { useQueryClient, type QueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/records/queries'
import { appStatePart } from '@/lib/app-state'
import { whenIdle } from '@/lib/idle'
import { projectActivated } from '@/stores/active-selection-store'

import { projectQueries } from './queries'

/**
 * A project's records load at least this long after it becomes active, so
 * that a quick second change loads only the second project's.
 */
const PROJECT_RECORDS_DELAY_MS = 50

/** The records load waiting to start, for the next change to cancel. */
const recordsLoad = appStatePart(() => ({ cancel: () => {} }), {
  dispose: (load) => load.cancel(),
})

/**
 * Makes a project active because a person chose it or a route opened it
 * (and its patient, when given): its details load when not known yet, its
 * records shortly after, once the browser is idle. No page shows them as it
 * opens (the records tab and the report form load their own), so on a link
 * to a report they wait until the report has shown (`whenIdle`).
 */
export function activateProject(
  queryClient: QueryClient,
  projectId: string | null,
  patientId?: string | null,
) {
  projectActivated(projectId, patientId)
  recordsLoad().cancel()
  if (!projectId) return
  const detail = projectQueries.detail(projectId)
  if (queryClient.getQueryData(detail.queryKey) === undefined)
    void queryClient.prefetchQuery(detail)
  let cancelIdle = () => {}
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(
      () =>
        void queryClient.prefetchQuery(recordQueries.projectList(projectId)),
    )
  }, PROJECT_RECORDS_DELAY_MS)
  recordsLoad().cancel = () => {
    clearTimeout(timer)
    cancelIdle()
  }
}

/** `activateProject` for components: `activate(project.id, project.patientId)`. */
export function useActivateProject() {
  const queryClient = useQueryClient()
  return (projectId: string | null, patientId?: string | null) =>
    activateProject(queryClient, projectId, patientId)
}
