import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'

import { storePart } from '@/lib/app-state'
import { localStore } from '@/lib/storage'
import { getActiveSelection } from '@/stores/active-selection-store'
import type { Project } from '@/types/project'

import {
  SEEN_KEYS,
  type WalkthroughStep,
  type WalkthroughType,
} from '../utils/walkthrough-steps'

/** Which tour runs and where; its steps derive from its project as the app has it (`useWalkthroughSteps`). */
interface WalkthroughState {
  type: WalkthroughType | null
  projectId: string | null
  /** The patient whose project list holds the tour's project. */
  patientId: string | null
  stepIndex: number
  /** Whether the box takes focus on this step: not when the tour started by itself. */
  shouldFocus: boolean
}

const initialState: WalkthroughState = {
  type: null,
  projectId: null,
  patientId: null,
  stepIndex: 0,
  shouldFocus: false,
}

const useWalkthroughStore = create<WalkthroughState>()(() => initialState)
storePart(useWalkthroughStore)

export const isWalkthroughSeen = (type: WalkthroughType) =>
  localStore.read(SEEN_KEYS[type]) === 'true'

export const useIsWalkthroughRunning = () =>
  useWalkthroughStore((s) => s.type !== null)
/** The running tour's project, and the patient whose list holds it; null while none runs. */
export const useWalkthroughProject = () =>
  useWalkthroughStore(
    useShallow((s) =>
      s.type && s.projectId
        ? { projectId: s.projectId, patientId: s.patientId }
        : null,
    ),
  )
export const useWalkthroughStepIndex = () =>
  useWalkthroughStore((s) => s.stepIndex)
export const useWalkthroughShouldFocus = () =>
  useWalkthroughStore((s) => s.shouldFocus)

export const getWalkthrough = () => useWalkthroughStore.getState()

/** Refused (false) when that tour was seen, unless forced ('Launch Tutorial'), or when one runs. */
export function walkthroughStarted(
  type: WalkthroughType,
  project: Project,
  { force = false }: { force?: boolean } = {},
): boolean {
  if (!force && (isWalkthroughSeen(type) || getWalkthrough().type)) return false
  useWalkthroughStore.setState({
    ...initialState,
    type,
    projectId: project.id,
    // Starting the tour makes its project's patient the active one.
    patientId: project.patientId ?? getActiveSelection().patientId,
  })
  return true
}

/** Moves to a step of `steps` (clamped); returns the step shown. */
export function walkthroughStepShown(
  steps: readonly WalkthroughStep[],
  index: number,
  { focus = true }: { focus?: boolean } = {},
): WalkthroughStep | undefined {
  const stepIndex = Math.min(Math.max(index, 0), Math.max(steps.length - 1, 0))
  useWalkthroughStore.setState({ stepIndex, shouldFocus: focus })
  return steps[stepIndex]
}

/** Closing or finishing the tour marks it seen, so it does not start again by itself. */
export function walkthroughDismissed() {
  const { type } = getWalkthrough()
  if (type) localStore.write(SEEN_KEYS[type], 'true')
  useWalkthroughStore.setState(initialState)
}

export const resetWalkthroughStore = () =>
  useWalkthroughStore.setState(initialState)
