import { reportFailureMessage, useCreateReport } from '@/api/analyses/mutations'
import { Button } from '@/components/ui/button'
import { usePressGuard } from '@/hooks/use-press-guard'
import { isSignedIn } from '@/lib/auth'
import { notify } from '@/lib/toast'
import type { Patient } from '@/types/patient'
import type { Project } from '@/types/project'

import { reportCreationProblem } from '../utils/report-creation'

export interface CreateReportButtonProps {
  project: Project | undefined
  patient: Patient
  isReadOnlyProject: boolean
  recordIds: readonly string[]
  onReportCreated: (analysisId: string) => void
}

/**
 * 'Create Report'. Always pressable: what stops a report is said in a toast
 * (docs/product/records.md#creating-a-report) rather than hidden behind a
 * disabled button.
 */
export function CreateReportButton({
  project,
  patient,
  isReadOnlyProject,
  recordIds,
  onReportCreated,
}: CreateReportButtonProps) {
  const createReport = useCreateReport()
  const guard = usePressGuard()
  // From the press until the new report is on screen: pressing again creates nothing more.
  const isSending = createReport.isPending || createReport.isSuccess

  const handleClick = () => {
    if (isSending || !guard.take()) return
    const problem = reportCreationProblem({
      project,
      recordIds,
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (problem || !project) {
      if (problem) notify.error(problem)
      guard.release()
      return
    }
    createReport.mutate(
      {
        projectId: project.id,
        patientProjectId: project.patientProjectId ?? project.id,
        recordIds: [...recordIds],
      },
      {
        onSuccess: ({ id }) => onReportCreated(id),
        onError: (error) => {
          guard.release()
          notify.error(reportFailureMessage(error))
        },
      },
    )
  }

  return (
    <Button size="lg" isBusy={isSending} onClick={handleClick}>
      {isSending ? 'Creating Report…' : 'Create Report'}
    </Button>
  )
}
