import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

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

/** Without a value, it is on its way: its place is kept, so nothing below moves when it comes. */
function Item({ term, children }: { term: string; children?: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{term}</dt>
      <dd>
        {children ?? (
          <span className={styles.pending}>
            <span className="visually-hidden">
              <Trans comment="Said in place of a detail still loading">
                Loading
              </Trans>
            </span>
          </span>
        )}
      </dd>
    </div>
  )
}

/** Whose a report or answer is and when; printed with it. */
export function AnalysisAbout({
  projectId,
  createdAt,
  status,
}: AnalysisAboutProps) {
  const { t } = useLingui()
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
      {patient || isPatientComing ? (
        <Item
          term={t({ comment: 'Term: whose report it is', message: 'Patient' })}
        >
          {patient ? <bdi>{patient.displayName}</bdi> : null}
        </Item>
      ) : null}
      {project || isProjectComing ? (
        <Item
          term={t({
            comment: 'Term: the project it belongs to',
            message: 'Project',
          })}
        >
          {project ? <bdi>{project.name}</bdi> : null}
        </Item>
      ) : null}
      {created && createdAt ? (
        <Item
          term={t({ comment: 'Term: when it was made', message: 'Created' })}
        >
          <time dateTime={createdAt}>{created}</time>
        </Item>
      ) : null}
      {status ? (
        <Item term={t({ comment: 'Term: its progress', message: 'Status' })}>
          {analysisStatusLabel(status)}
        </Item>
      ) : null}
    </dl>
  )
}
