import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { firstActiveProject } from '@/api/projects/ordering'
import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { recordQueries } from '@/api/records/queries'
import { paths } from '@/lib/paths'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'

import { takeReturnRoute } from '../utils/return-route'

/** A change of patient: records load, the first active project is chosen, and the app returns to the saved route or the index. */
export function useSwitchPatient() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (patientId: string | null) => {
    patientActivated(patientId)
    if (patientId) {
      void queryClient.prefetchQuery(recordQueries.patientList(patientId))
      const projects = await queryClient
        .ensureQueryData(projectQueries.list(patientId))
        .catch(() => [])
      // Another patient may have been chosen while the list loaded.
      if (getActiveSelection().patientId === patientId) {
        activateProject(queryClient, firstActiveProject(projects)?.id ?? null)
      }
    }
    await navigate(takeReturnRoute() ?? paths.index())
  }
}
