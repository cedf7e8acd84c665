import { useQuery } from '@tanstack/react-query'

import { usePatient } from '@/api/patients/queries'
import { projectQueries } from '@/api/projects/queries'
import type { AnalysisStatus } from '@/types/analysis'
import { analysisStatusLabel } from '@/utils/analysis-status'
import { formatDateTime } from '@/utils/date-time'

import styles from './analysis-about.module.css'

export interface AnalysisAboutProps {
  projectId: string | null | undefined
  createdAt: string | null | undefined
  status: AnalysisStatus | undefined
}

/**
 * Whose a report or answer is and when: the patient, the project, when it
 * was asked for and where it stands. Printed with it, so a copy taken to
 * an appointment says it too; on a phone it names the patient without
 * opening the navigation.
 */
export function AnalysisAbout({
  projectId,
  createdAt,
  status,
}: AnalysisAboutProps) {
  const { data: project } = useQuery({
    ...projectQueries.detail(projectId ?? ''),
    enabled: Boolean(projectId),
  })
  const patient = usePatient(project?.patientId)
  const created = formatDateTime(createdAt)
  return (
    <dl className={styles.about}>
      {patient ? (
        <div className={styles.item}>
          <dt>Patient</dt>
          <dd>{patient.displayName}</dd>
        </div>
      ) : null}
      {project ? (
        <div className={styles.item}>
          <dt>Project</dt>
          <dd>{project.name}</dd>
        </div>
      ) : null}
      {created && createdAt ? (
        <div className={styles.item}>
          <dt>Created</dt>
          <dd>
            <time dateTime={createdAt}>{created}</time>
          </dd>
        </div>
      ) : null}
      {status ? (
        <div className={styles.item}>
          <dt>Status</dt>
          <dd>{analysisStatusLabel(status)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
