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

/**
 * The person's user, patients and the active patient's projects; when no
 * project has been made active yet (by a route, or earlier), the patient
 * (the one last active, else the first) and their most recently updated
 * project become active. Idempotent: cached queries are reused.
 *
 * On a return visit the patient last active is likely to be so again: their
 * projects start loading beside the user and the patients rather than after
 * them, one request less in sequence before the page shows. They are only
 * loaded here; which patient becomes active is decided once the patients
 * are known.
 */
export async function loadSession(queryClient: QueryClient) {
  const { patientId: lastActiveId, projectId } = getActiveSelection()
  if (lastActiveId && !projectId) {
    queryClient
      .ensureQueryData(projectQueries.list(lastActiveId))
      .catch(() => {})
  }
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
    if (!getActiveSelection().projectId) {
      activateProject(queryClient, firstActiveProject(projects)?.id ?? null)
    }
  }
  return { user, patients }
}
