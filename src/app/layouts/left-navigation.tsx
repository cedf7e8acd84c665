import { Trans, useLingui } from '@lingui/react/macro'
import { Plus } from 'lucide-react'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'

import { useActivePatient } from '@/api/patients/queries'
import { Button } from '@/components/ui/button'
import { lazyPart } from '@/components/ui/lazy-part'
import { PatientSelector } from '@/features/patients/components/patient-selector'
import { IS_ONBOARDING_ENABLED } from '@/features/patients/utils/onboarding'
import {
  preloadProjectForm,
  ProjectForm,
} from '@/features/projects/components/project-form'
import { ProjectTree } from '@/features/projects/components/project-tree'
import { useWalkthroughControls } from '@/features/walkthrough/hooks/use-walkthrough-controls'
import { useRevealedReports } from '@/features/walkthrough/hooks/use-walkthrough-steps'
import { walkthroughTypeOf } from '@/features/walkthrough/utils/walkthrough-steps'
import { useIsMobile } from '@/hooks/use-media-query'
import { paths } from '@/lib/paths'
import { drawerClosed } from '@/stores/layout-store'
import type { Project } from '@/types/project'

import styles from './left-navigation.module.css'

// The welcome card, switched off: its code loads only where it shows.
const { Component: OnboardingCard } = lazyPart(
  () => import('@/features/patients/components/onboarding-card'),
  (module) => module.OnboardingCard,
)

/** docs/product/projects.md#research-projects-tree */
export function LeftNavigation() {
  const { t } = useLingui()
  const isMobile = useIsMobile()
  const navigate = useNavigate()
  const patient = useActivePatient()
  // The patient a new project is named for: choosing another closes the form.
  const [creatingFor, setCreatingFor] = useState<string | null>(null)
  if (creatingFor !== null && patient && creatingFor !== patient.id) {
    setCreatingFor(null)
  }
  const walkthrough = useWalkthroughControls()
  const revealed = useRevealedReports()
  const newProjectRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const canCreateProject = Boolean(patient && !patient.isGeneric)
  useEffect(() => preloadProjectForm(), [])

  // Under 768 px the navigation is a drawer; a choice made in it closes it.
  const closeOnMobile = () => {
    if (isMobile) drawerClosed()
  }

  // 'Launch Tutorial' starts a tour even when seen.
  const startTour = (project: Project, force: boolean) => {
    const type = walkthroughTypeOf(project.name)
    if (type && walkthrough.start(type, project, { force })) closeOnMobile()
  }

  return (
    <nav className={styles.navigation} aria-label={t`Patients and projects`}>
      <PatientSelector onPatientChosen={closeOnMobile} />
      {IS_ONBOARDING_ENABLED ? (
        <Suspense fallback={null}>
          <OnboardingCard />
        </Suspense>
      ) : null}
      <section className={styles.projects} aria-labelledby={headingId}>
        <div className={styles.headingRow}>
          <h2 id={headingId} className={styles.heading}>
            <Trans>Research Projects</Trans>
          </h2>
          {canCreateProject && creatingFor === null ? (
            <Button
              ref={newProjectRef}
              size="sm"
              variant="ghost"
              className={styles.newProject}
              onClick={() => setCreatingFor(patient?.id ?? null)}
            >
              <Plus aria-hidden="true" />
              <Trans>New Project</Trans>
            </Button>
          ) : null}
        </div>
        {canCreateProject && creatingFor !== null ? (
          <ProjectForm
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked for a new project
            autoFocus
            onCancel={() => {
              flushSync(() => setCreatingFor(null))
              newProjectRef.current?.focus()
            }}
            onCreated={(project) => {
              setCreatingFor(null)
              void navigate(paths.projectRecords(project.id))
              closeOnMobile()
            }}
          />
        ) : null}
        <ProjectTree
          onNavigate={closeOnMobile}
          isWalkthroughRunning={revealed !== null}
          onLaunchTutorial={(project) => startTour(project, true)}
          onProjectExpanded={(project) => startTour(project, false)}
          revealedReportCount={(project) =>
            revealed?.projectId === project.id ? revealed.count : null
          }
        />
      </section>
    </nav>
  )
}
