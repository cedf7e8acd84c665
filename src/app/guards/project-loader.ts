import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { loadSession } from '@/api/session'

import { requireSignIn } from './protected-loader'

/** A project route makes its project and its patient active, unless left before they loaded. */
export const projectLoader =
  (
    queryClient: QueryClient,
    loadProjectRecords?: (projectId: string) => Promise<unknown>,
  ) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSignIn(request)
    const projectId = params.projectId ?? ''
    await loadSession(queryClient)
    const project = await queryClient.ensureQueryData(
      projectQueries.detail(projectId),
    )
    const patientId = project.patientId ?? undefined
    if (patientId)
      await queryClient.ensureQueryData(projectQueries.list(patientId))
    // Left meanwhile: the page shown now has made its own project active.
    if (request.signal.aborted) return null
    activateProject(queryClient, project.id, patientId)
    if (loadProjectRecords) await loadProjectRecords(project.id)
    return null
  }
