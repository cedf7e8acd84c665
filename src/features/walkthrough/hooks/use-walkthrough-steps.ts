import { useQuery } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { useActivePatientId } from '@/stores/active-selection-store'

import {
  useWalkthroughProjectId,
  useWalkthroughStepIndex,
  useWalkthroughType,
} from '../stores/walkthrough-store'
import {
  buildSteps,
  revealedReportCount,
  type WalkthroughStep,
} from '../utils/walkthrough-steps'

const NO_STEPS: readonly WalkthroughStep[] = []

/** The running tour's steps, built from its project as the cache holds it; none while no tour runs. */
export function useWalkthroughSteps(): readonly WalkthroughStep[] {
  const patientId = useActivePatientId()
  const type = useWalkthroughType()
  const projectId = useWalkthroughProjectId()
  const { data } = useQuery({
    ...projectQueries.list(patientId),
    enabled: Boolean(patientId && type && projectId),
    select: (projects) => {
      const project = projects.find((p) => p.id === projectId)
      return project ? buildSteps(project) : NO_STEPS
    },
  })
  return type ? (data ?? NO_STEPS) : NO_STEPS
}

/**
 * For the project tree: which project the tour reveals and how many of its
 * reports are shown so far; null while no tour runs.
 */
export function useRevealedReports() {
  const steps = useWalkthroughSteps()
  const stepIndex = useWalkthroughStepIndex()
  const projectId = useWalkthroughProjectId()
  const type = useWalkthroughType()
  return type && projectId
    ? { projectId, count: revealedReportCount(steps, stepIndex) }
    : null
}
