import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import { useActiveProject, useIsReadOnlyProject } from '@/api/projects/queries'
import { recordQueries, usePatientRecords } from '@/api/records/queries'
import { ADD_RECORDS_ANCHOR } from '@/lib/paths'
import type { Patient } from '@/types/patient'

import { useRecordSelection } from '../hooks/use-record-selection'
import { projectRecordIds } from '../utils/report-creation'

import { AddRecords } from './add-records'
import { CreateReportButton } from './create-report-button'
import { HealthRecordsSection } from './health-records-section'
import styles from './report-creation-page.module.css'
import { SelectedRecords } from './selected-records'

export interface ReportCreationPageProps {
  patient: Patient
  /** The project chooser (a project selector that can create one), composed by the route. */
  projectChooser: ReactNode
  onReportCreated: (analysisId: string) => void
}

/**
 * Choose a project, select the patient's records (those
 * already in the project stay selected), create the report; add records below.
 */
export function ReportCreationPage({
  patient,
  projectChooser,
  onReportCreated,
}: ReportCreationPageProps) {
  const project = useActiveProject()
  const isReadOnlyProject = useIsReadOnlyProject(project)
  const records = usePatientRecords(patient.id)
  const projectRecords = useQuery({
    ...recordQueries.projectList(project?.id ?? ''),
    enabled: Boolean(project),
  })
  const lockedIds = projectRecordIds(project?.id, {
    projectRecords: projectRecords.data,
    linkedIds: project?.records,
    patientRecords: records.data,
  })
  const { selectedIds, setPicked } = useRecordSelection(
    project?.id,
    lockedIds,
    records.data,
  )
  const patientRecords = records.data ?? []
  const isAddFileRequested = useLocation().hash === `#${ADD_RECORDS_ANCHOR}`

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
        <SelectedRecords
          records={patientRecords}
          selectedIds={selectedIds}
          lockedIds={lockedIds}
        />
        <div className={styles.submit}>
          <CreateReportButton
            project={project}
            patient={patient}
            isReadOnlyProject={isReadOnlyProject}
            recordIds={[...selectedIds]}
            onReportCreated={onReportCreated}
          />
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
