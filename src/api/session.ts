import type { QueryClient } from '@tanstack/react-query'

import { choosePatientId, patientQueries } from '@/api/patients/queries'
import { firstActiveProject, projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { userQueries } from '@/api/users/queries'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'

/**
 * SPEC.md §2: on the first protected navigation the user, the patients and
 * the active patient's projects are loaded, and an active patient (§4) and
 * project chosen when there is none. Idempotent: cached queries are reused.
 */
export async function loadSession(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(userQueries.me())
  const patients = await queryClient.ensureQueryData(
    patientQueries.list(user.id),
  )
  const { patientId: storedId, projectId } = getActiveSelection()
  const patientId = choosePatientId(patients, storedId)
  if (patientId !== storedId) patientActivated(patientId)
  if (patientId) {
    const projects = await queryClient.ensureQueryData(
      projectQueries.list(patientId),
    )
    if (!projectId && !getActiveSelection().projectId) {
      activateProject(queryClient, firstActiveProject(projects)?.id ?? null)
    }
  }
  return { user, patients }
}
