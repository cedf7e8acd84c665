import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { projectQueries } from '@/api/project-queries'
import { recordQueries } from '@/features/records/api/record-queries'
import {
  useActivePatientId,
  useActiveProjectId,
} from '@/stores/active-selection-store'
import { panelsOfOtherProjectsClosed } from '@/stores/panels-store'

/** SPEC.md §9: a project's records load this long after it becomes active. */
const PROJECT_RECORDS_DELAY_MS = 50

/**
 * Keeps data in step with the active patient and project (SPEC.md §4):
 * loads the patient's records, and for a project its details when unknown,
 * its records shortly after (a quick second change cancels them), and
 * closes the panels of other projects.
 */
export function ActiveSelectionEffects() {
  const queryClient = useQueryClient()
  const patientId = useActivePatientId()
  const projectId = useActiveProjectId()

  useEffect(() => {
    if (patientId)
      void queryClient.prefetchQuery(recordQueries.patientList(patientId))
  }, [queryClient, patientId])

  useEffect(() => {
    if (!projectId) return
    panelsOfOtherProjectsClosed(projectId)
    const detail = projectQueries.detail(projectId)
    if (queryClient.getQueryData(detail.queryKey) === undefined)
      void queryClient.prefetchQuery(detail)
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(recordQueries.projectList(projectId))
    }, PROJECT_RECORDS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [queryClient, projectId])

  return null
}
