import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  Link,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom'

import { useActivePatient } from '@/api/patients/queries'
import { useActiveProject } from '@/api/projects/queries'
import { AddPatientDialog } from '@/features/patients/components/patient-dialogs'
import { PatientDisplay } from '@/features/patients/components/patient-display'
import { useSwitchPatient } from '@/features/patients/hooks/use-switch-patient'
import { returnRouteRemembered } from '@/features/patients/utils/return-route'
import { DemoProjectNotice } from '@/features/projects/components/demo-project-notice'
import { ProjectSelector } from '@/features/projects/components/project-selector'
import { HowToUseDialog } from '@/features/records/components/how-to-use-dialog'
import { ProjectStep } from '@/features/records/components/project-step'
import {
  GenericProfileMessage,
  NoPatientMessage,
} from '@/features/records/components/records-message'
import { ReportCreationPage } from '@/features/records/components/report-creation-page'
import { useSampleReportId } from '@/features/records/hooks/use-sample-report-id'
import { paths } from '@/lib/paths'
import type { Patient } from '@/types/patient'

import styles from './records-tab-route.module.css'

/** The Analyze My Health tab (docs/product/records.md): a project, then the report creation page. */
export function RecordsTabRoute() {
  const { projectId } = useParams()
  const { pathname } = useLocation()
  const patient = useActivePatient()
  const sampleReportId = useSampleReportId()
  const switchPatient = useSwitchPatient()
  const [isAddingPatient, setIsAddingPatient] = useState(false)
  const isRecordsStep =
    Boolean(projectId) || matchPath(paths.recordsSelect(), pathname) !== null
  const sampleReportHref = sampleReportId
    ? paths.reportDetail(sampleReportId)
    : null

  const handleAddPatient = () => {
    // The new patient comes back to this tab rather than the index.
    returnRouteRemembered(paths.records())
    setIsAddingPatient(true)
  }

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <PatientDisplay />
        <div className={styles.help}>
          {patient && !patient.isGeneric && sampleReportHref ? (
            <Link to={sampleReportHref} className={styles.example}>
              <Trans>See example</Trans>
            </Link>
          ) : null}
          <HowToUseDialog sampleReportHref={sampleReportHref} />
        </div>
      </div>
      <DemoProjectNotice />
      {!patient ? (
        <NoPatientMessage onAddPatient={handleAddPatient} />
      ) : patient.isGeneric ? (
        <GenericProfileMessage onAddPatient={handleAddPatient} />
      ) : (
        <RecordsStep patient={patient} isRecordsStep={isRecordsStep} />
      )}
      <AddPatientDialog
        open={isAddingPatient}
        onOpenChange={setIsAddingPatient}
        onCreated={(created) => {
          setIsAddingPatient(false)
          void switchPatient(created.id)
        }}
      />
    </div>
  )
}

function RecordsStep({
  patient,
  isRecordsStep,
}: {
  patient: Patient
  isRecordsStep: boolean
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const activeProject = useActiveProject()
  const selector = (label?: string) => (
    <ProjectSelector
      label={label}
      showHelp
      createWhenEmpty
      onProjectChosen={(project) =>
        void navigate(paths.projectRecords(project.id))
      }
    />
  )
  return isRecordsStep ? (
    <ReportCreationPage
      patient={patient}
      projectChooser={selector(t`Research project`)}
      onReportCreated={(analysisId) =>
        void navigate(paths.reportDetail(analysisId))
      }
    />
  ) : (
    <ProjectStep
      continueTo={activeProject ? paths.projectRecords(activeProject.id) : null}
    >
      {selector()}
    </ProjectStep>
  )
}
