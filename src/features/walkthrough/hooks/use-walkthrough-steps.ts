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

/**
 * The running tour's steps, built from its project as its patient's project
 * list has it now; none while no tour runs or the project is not there.
 */
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

/**
 * For the project tree: which project the tour reveals and how many of its
 * reports are shown so far; null while no tour runs.
 */
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
