import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'

import { routeCode } from '@/app/route-code'
import { QuestionForm } from '@/features/analyses/components/question-form'
import { PatientDisplay } from '@/features/patients/components/patient-display'
import { DemoProjectNotice } from '@/features/projects/components/demo-project-notice'
import { ProjectSelector } from '@/features/projects/components/project-selector'
import { whenIdle } from '@/lib/idle'
import { paths } from '@/lib/paths'
import type { Project } from '@/types/project'

import styles from './question-tab-route.module.css'

/** The Ask A Question tab (docs/product/questions-and-reports.md#asking-a-question). */
export function QuestionTabRoute() {
  const { projectId } = useParams()
  const navigate = useNavigate()
  // A question sent on an earlier visit opens its answer only from there.
  const { key: visit } = useLocation()
  // The other tab, and a project chosen here, open the records page: its
  // code loads while the page is idle, not as it is pressed.
  useEffect(
    () => whenIdle(() => void routeCode.recordsTab().catch(() => {})),
    [],
  )

  const handleProjectChosen = (project: Project) => {
    if (project.id !== projectId) navigate(paths.projectRecords(project.id))
  }

  return (
    <div className={styles.tab}>
      <DemoProjectNotice />
      <div className={styles.context}>
        <PatientDisplay />
        <ProjectSelector onProjectChosen={handleProjectChosen} />
      </div>
      <QuestionForm
        key={visit}
        projectId={projectId}
        onAsked={(analysisId) => navigate(paths.reportDetail(analysisId))}
      />
    </div>
  )
}
