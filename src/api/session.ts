import type { QueryClient } from '@tanstack/react-query'

import { choosePatientId, patientQueries } from '@/api/patients/queries'
import { firstActiveProject } from '@/api/projects/ordering'
import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { userQueries } from '@/api/users/queries'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'

/** The user, patients and projects; with no project active yet, the patient's latest project becomes active. */
export async function loadSession(queryClient: QueryClient) {
  const { patientId: lastActiveId, projectId } = getActiveSelection()
  // The patient last active likely is again: one request less in sequence.
  if (lastActiveId && !projectId)
    queryClient
      .ensureQueryData(projectQueries.list(lastActiveId))
      .catch(() => {})
  const user = await queryClient.ensureQueryData(userQueries.me())
  const patients = await queryClient.ensureQueryData(
    patientQueries.list(user.id),
  )
  // A route (a report's address) may have chosen a project meanwhile: it stands.
  if (getActiveSelection().projectId) return { user, patients }
  const { patientId: storedId } = getActiveSelection()
  const patientId = choosePatientId(patients, storedId)
  if (patientId !== storedId) patientActivated(patientId)
  if (patientId) {
    const projects = await queryClient.ensureQueryData(
      projectQueries.list(patientId),
    )
    if (!getActiveSelection().projectId)
      activateProject(queryClient, firstActiveProject(projects)?.id ?? null)
  }
  return { user, patients }
}
