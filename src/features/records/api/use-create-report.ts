import { useMutation, useQueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/project-queries'
import { recordQueries } from '@/api/record-queries'

export interface ReportRequest {
  projectId: string
  patientProjectId: string
  recordIds: string[]
}

/** POST /projects/{id}/report; the analyses feature owns the call, the route hands it over. */
export type SendReportRequest = (
  projectId: string,
  input: { patientProjectId: string; recordIds: string[] },
) => Promise<{ id: string }>

/**
 * Creates a report. Settles once the project is refetched, so the project
 * tree already shows the new report as pending when the caller navigates.
 */
export function useCreateReport(sendReportRequest: SendReportRequest) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, ...input }: ReportRequest) =>
      sendReportRequest(projectId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
        // The selected records are now linked to the project.
        queryClient.invalidateQueries({ queryKey: recordQueries.all() }),
      ]),
  })
}
