import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { projectQueries } from '@/api/projects/queries'

import {
  useWalkthroughProject,
  useWalkthroughStepIndex,
} from '../stores/walkthrough-store'
import {
  buildSteps,
  revealedReportCount,
  type WalkthroughStep,
} from '../utils/walkthrough-steps'

const NO_STEPS: readonly WalkthroughStep[] = []

/** The running tour's steps, from its project as its patient's list has it now. */
export function useWalkthroughSteps(): readonly WalkthroughStep[] {
  const tour = useWalkthroughProject()
  const project = useQuery({
    ...projectQueries.list(tour?.patientId),
    enabled: Boolean(tour?.patientId),
    select: (projects) => projects.find((p) => p.id === tour?.projectId),
  }).data
  return useMemo(
    () => (tour && project ? buildSteps(project) : NO_STEPS),
    [tour, project],
  )
}

/** For the project tree: the tour's project and how many of its reports show so far. */
export function useRevealedReports(): {
  projectId: string
  count: number
} | null {
  const tour = useWalkthroughProject()
  const steps = useWalkthroughSteps()
  const stepIndex = useWalkthroughStepIndex()
  return useMemo(
    () =>
      tour
        ? {
            projectId: tour.projectId,
            count: revealedReportCount(steps, stepIndex),
          }
        : null,
    [tour, steps, stepIndex],
  )
}
