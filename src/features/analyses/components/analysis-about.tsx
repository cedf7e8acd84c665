import { useQuery } from '@tanstack/react-query'

import { usePatients } from '@/api/patients/queries'
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

/** An item whose value is on its way: its place is kept, so nothing below moves when it comes. */
function PendingItem({ term }: { term: string }) {
  return (
    <div className={styles.item}>
      <dt>{term}</dt>
      <dd>
        <span className={styles.pending}>
          <span className="visually-hidden">Loading</span>
        </span>
      </dd>
    </div>
  )
}

/**
 * Whose a report or answer is and when: the patient, the project, when it
 * was asked for and where it stands. Printed with it, so a copy taken to
 * an appointment says it too; on a phone it names the patient without
 * opening the navigation.
 *
 * A report link shows the report before the project and the patients have
 * arrived: until then the patient and the project keep their places.
 */
export function AnalysisAbout({
  projectId,
  createdAt,
  status,
}: AnalysisAboutProps) {
  const { data: project, isPending: isProjectPending } = useQuery({
    ...projectQueries.detail(projectId ?? ''),
    enabled: Boolean(projectId),
  })
  const { data: patients, isPending: arePatientsPending } = usePatients()
  const patient = patients?.find(({ id }) => id === project?.patientId)
  // A query that is not enabled is pending too: only a project to come counts.
  const isProjectComing = Boolean(projectId) && isProjectPending
  const isPatientComing =
    isProjectComing || Boolean(project?.patientId && arePatientsPending)
  const created = formatDateTime(createdAt)
  return (
    <dl className={styles.about}>
      {patient ? (
        <div className={styles.item}>
          <dt>Patient</dt>
          <dd>{patient.displayName}</dd>
        </div>
      ) : isPatientComing ? (
        <PendingItem term="Patient" />
      ) : null}
      {project ? (
        <div className={styles.item}>
          <dt>Project</dt>
          <dd>{project.name}</dd>
        </div>
      ) : isProjectComing ? (
        <PendingItem term="Project" />
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
