import { useQueryClient, type QueryClient } from '@tanstack/react-query'

import { recordQueries } from '@/api/records/queries'
import { appStatePart } from '@/lib/app-state'
import { whenIdle } from '@/lib/idle'
import { projectActivated } from '@/stores/active-selection-store'

import { projectQueries } from './queries'

/** The records load waiting to start, for the next change to cancel. */
const recordsLoad = appStatePart(() => ({ cancel: () => {} }), {
  dispose: (load) => load.cancel(),
})

/** Makes a project active: its details load if unknown, its records once idle, 50 ms on (a quick change skips them). */
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
  }, 50)
  recordsLoad().cancel = () => {
    clearTimeout(timer)
    cancelIdle()
  }
}

export function useActivateProject() {
  const queryClient = useQueryClient()
  return (projectId: string | null, patientId?: string | null) =>
    activateProject(queryClient, projectId, patientId)
}
