import {
  analysisWrites,
  reportFailureMessage,
  type NewReport,
} from '@/api/analyses/mutations'
import { useWrite } from '@/api/outbox'
import { Button } from '@/components/ui/button'
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
  // One press, one report, until the new report is on screen: pressed
  // again, the report made is the answer.
  const create = useWrite<NewReport, { id: string }>(analysisWrites.report)
  const isSending = create.isSending || create.data !== undefined

  const handleClick = () => {
    if (create.isSending) return
    const problem = reportCreationProblem({
      project,
      recordIds,
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (problem || !project) {
      if (problem) notify.error(problem)
      return
    }
    create.send(
      {
        projectId: project.id,
        patientProjectId: project.patientProjectId ?? project.id,
        recordIds: [...recordIds],
      },
      {
        onSuccess: ({ id }) => onReportCreated(id),
        onError: (error) => notify.error(reportFailureMessage(error)),
      },
    )
  }

  return (
    <>
      <Button size="lg" isBusy={isSending} onClick={handleClick}>
        {isSending ? 'Creating Report…' : 'Create Report'}
      </Button>
      {create.isChecking ? (
        <p role="status">Checking whether your report was created…</p>
      ) : null}
    </>
  )
}
