import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import {
  analysisWrites,
  reportFailureMessage,
  type NewReport,
} from '@/api/analyses/mutations'
import { useWrite } from '@/api/outbox'
import { useActiveProject, useIsReadOnlyProject } from '@/api/projects/queries'
import { recordQueries, usePatientRecords } from '@/api/records/queries'
import { Button } from '@/components/ui/button'
import { isSignedIn } from '@/lib/auth'
import { ADD_RECORDS_ANCHOR } from '@/lib/paths'
import { notify } from '@/lib/toast'
import type { Patient } from '@/types/patient'

import { useRecordSelection } from '../hooks/use-record-selection'
import { recordTitle } from '../utils/record-preview'
import {
  projectRecordIds,
  reportCreationProblem,
} from '../utils/report-creation'

import { AddRecords } from './add-records'
import { HealthRecordsSection } from './health-records-section'
import { InProjectBadge } from './record-row'
import styles from './report-creation-page.module.css'
import selectedStyles from './selected-records.module.css'

export interface ReportCreationPageProps {
  patient: Patient
  projectChooser: ReactNode
  onReportCreated: (analysisId: string) => void
}

export function ReportCreationPage({
  patient,
  projectChooser,
  onReportCreated,
}: ReportCreationPageProps) {
  // Through `t`, this page follows a new language, records' fallback titles too.
  const { t } = useLingui()
  const project = useActiveProject()
  const isReadOnlyProject = useIsReadOnlyProject(project)
  const records = usePatientRecords(patient.id)
  const projectRecords = useQuery({
    ...recordQueries.projectList(project?.id ?? ''),
    enabled: Boolean(project),
  })
  // Read again when a list changes, not on each pick.
  const lockedIds = useMemo(
    () =>
      projectRecordIds(project?.id, {
        projectRecords: projectRecords.data,
        linkedIds: project?.records,
        patientRecords: records.data,
      }),
    [project?.id, projectRecords.data, project?.records, records.data],
  )
  const { selectedIds, setPicked } = useRecordSelection(
    project?.id,
    lockedIds,
    records.data,
  )
  const patientRecords = records.data ?? []
  const selected = patientRecords.filter((record) => selectedIds.has(record.id))
  const selectedCount = selected.length
  const isAddFileRequested = useLocation().hash === `#${ADD_RECORDS_ANCHOR}`
  // One press, one report, until the new report is on screen: pressed
  // again, the report made is the answer.
  const create = useWrite<NewReport, { id: string }>(analysisWrites.report)
  const isCreating = create.isSending || create.data !== undefined

  // Always pressable: what stops a report is said in a toast (docs/product/records.md#creating-a-report).
  const handleCreate = () => {
    if (create.isSending) return
    const problem = reportCreationProblem({
      project,
      recordIds: [...selectedIds],
      patient,
      isReadOnlyProject,
      isSignedIn: isSignedIn(),
    })
    if (problem) notify.error(problem)
    if (problem || !project) return
    create.send(
      {
        projectId: project.id,
        patientProjectId: project.patientProjectId ?? project.id,
        recordIds: [...selectedIds],
      },
      {
        onSuccess: ({ id }) => onReportCreated(id),
        onError: (error) => notify.error(reportFailureMessage(error)),
      },
    )
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>{projectChooser}</div>
      <div className={styles.card}>
        <HealthRecordsSection
          patientId={patient.id}
          records={patientRecords}
          isLoading={records.isPending}
          selectedIds={selectedIds}
          lockedIds={lockedIds}
          onSelectedChange={setPicked}
        />
        <section
          className={selectedStyles.section}
          aria-labelledby="selected-records-heading"
        >
          <h3 id="selected-records-heading" className={selectedStyles.heading}>
            <Trans>Selected records ({selectedCount})</Trans>
          </h3>
          {selected.length ? (
            <ul className={selectedStyles.list}>
              {selected.map((record) => (
                <li key={record.id} className={selectedStyles.item}>
                  <bdi>{recordTitle(record)}</bdi>
                  {lockedIds.has(record.id) ? <InProjectBadge /> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={selectedStyles.empty}>
              <Trans>No records selected yet.</Trans>
            </p>
          )}
        </section>
        <div className={styles.submit}>
          <Button size="lg" isBusy={isCreating} onClick={handleCreate}>
            {isCreating ? t`Creating Report…` : t`Create Report`}
          </Button>
          {create.isChecking ? (
            <p role="status">
              <Trans>Checking whether your report was created…</Trans>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.card}>
        <AddRecords
          // Another patient or project starts afresh; work started here stays bound to its own.
          key={`${patient.id}:${project?.id ?? ''}`}
          patient={patient}
          projectId={project?.id}
          isReadOnlyProject={isReadOnlyProject}
          isAddFileRequested={isAddFileRequested}
          isReady={!records.isPending}
        />
      </div>
    </div>
  )
}
