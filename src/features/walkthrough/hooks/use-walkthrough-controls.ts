import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { DEFAULT_PROJECT_NAME, projectQueries } from '@/api/projects/queries'
import { activateProject } from '@/api/projects/selection'
import { useIsMobile } from '@/hooks/use-media-query'
import { paths } from '@/lib/paths'
import { getActiveSelection } from '@/stores/active-selection-store'
import { drawerClosed } from '@/stores/layout-store'
import type { Project } from '@/types/project'

import {
  getWalkthrough,
  walkthroughDismissed,
  walkthroughStarted,
  walkthroughStepShown,
} from '../stores/walkthrough-store'
import {
  buildSteps,
  type WalkthroughStep,
  type WalkthroughType,
} from '../utils/walkthrough-steps'

import { useWalkthroughSteps } from './use-walkthrough-steps'

/** What the tour's buttons do (docs/product/walkthrough.md). */
export function useWalkthroughControls() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const isMobile = useIsMobile()
  const steps = useWalkthroughSteps()

  const showStep = (
    tourSteps: readonly WalkthroughStep[],
    index: number,
    focus = true,
  ) => {
    const step = walkthroughStepShown(tourSteps, index, { focus })
    if (step?.analysisId) navigate(paths.reportDetail(step.analysisId))
    window.scrollTo({ top: 0 })
    if (isMobile) drawerClosed()
  }

  return {
    start(
      type: WalkthroughType,
      project: Project,
      options?: { force?: boolean },
    ) {
      if (!walkthroughStarted(type, project, options)) return false
      activateProject(queryClient, project.id, project.patientId)
      // A tour that starts by itself does not take focus from the page.
      showStep(buildSteps(project), 0, Boolean(options?.force))
      return true
    },
    next: () => showStep(steps, getWalkthrough().stepIndex + 1),
    previous: () => showStep(steps, getWalkthrough().stepIndex - 1),
    dismiss: walkthroughDismissed,
    complete() {
      const projects = queryClient.getQueryData(
        projectQueries.list(getActiveSelection().patientId).queryKey,
      )
      const target = projects?.find(
        (p) => p.isActive && p.name === DEFAULT_PROJECT_NAME,
      )
      activateProject(queryClient, target?.id ?? null)
      walkthroughDismissed()
      navigate(paths.questions())
    },
  }
}
