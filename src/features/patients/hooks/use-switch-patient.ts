import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { firstActiveProject, projectQueries } from '@/api/project-queries'
import { paths } from '@/app/paths'
import {
  getActiveSelection,
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'

import { takeReturnRoute } from '../utils/return-route'

/**
 * SPEC.md §4: a user's change of patient remembers it, starts that patient
 * on their first active project, and returns to the saved route or the index.
 * (The patient's records load in the app's active-selection effects.)
 */
export function useSwitchPatient() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (patientId: string | null) => {
    patientActivated(patientId)
    if (patientId) {
      const projects = await queryClient
        .ensureQueryData(projectQueries.list(patientId))
        .catch(() => [])
      // Another patient may have been chosen while the list loaded.
      if (getActiveSelection().patientId === patientId) {
        projectActivated(firstActiveProject(projects)?.id ?? null)
      }
    }
    await navigate(takeReturnRoute() ?? paths.index())
  }
}
