import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'

import type { Project } from '@/types/project'

import {
  buildSteps,
  revealedReportCount,
  SEEN_KEYS,
  type WalkthroughStep,
  type WalkthroughType,
} from '../utils/walkthrough-steps'

interface WalkthroughState {
  type: WalkthroughType | null
  projectId: string | null
  steps: WalkthroughStep[]
  stepIndex: number
  /** Whether the box takes focus on this step: not when the tour started by itself. */
  shouldFocus: boolean
}

const initialState: WalkthroughState = {
  type: null,
  projectId: null,
  steps: [],
  stepIndex: 0,
  shouldFocus: false,
}

const useWalkthroughStore = create<WalkthroughState>()(() => initialState)

export function isWalkthroughSeen(type: WalkthroughType): boolean {
  try {
    return localStorage.getItem(SEEN_KEYS[type]) === 'true'
  } catch {
    return false
  }
}

function markSeen(type: WalkthroughType) {
  try {
    localStorage.setItem(SEEN_KEYS[type], 'true')
  } catch {
    // Without storage the tour may show again next visit; nothing else depends on it.
  }
}

export const useWalkthroughStep = () =>
  useWalkthroughStore((s) => (s.type ? s.steps[s.stepIndex] : undefined))
export const useWalkthroughStepIndex = () =>
  useWalkthroughStore((s) => s.stepIndex)
export const useWalkthroughStepCount = () =>
  useWalkthroughStore((s) => s.steps.length)
export const useIsWalkthroughRunning = () =>
  useWalkthroughStore((s) => s.type !== null)
export const useWalkthroughProjectId = () =>
  useWalkthroughStore((s) => s.projectId)
export const useWalkthroughShouldFocus = () =>
  useWalkthroughStore((s) => s.shouldFocus)

/**
 * For the project tree: which project the tour reveals and how many of its
 * reports are shown so far; null while no tour runs.
 */
export const useRevealedReports = () =>
  useWalkthroughStore(
    useShallow((s) =>
      s.type && s.projectId
        ? {
            projectId: s.projectId,
            count: revealedReportCount(s.steps, s.stepIndex),
          }
        : null,
    ),
  )

export const getWalkthrough = () => useWalkthroughStore.getState()

/**
 * Starts the tour of an example project. Refused (false) when that tour was
 * already seen, unless forced ('Launch Tutorial'), or when one is running.
 */
export function walkthroughStarted(
  type: WalkthroughType,
  project: Project,
  { force = false }: { force?: boolean } = {},
): boolean {
  if (!force && (isWalkthroughSeen(type) || getWalkthrough().type)) return false
  useWalkthroughStore.setState({
    type,
    projectId: project.id,
    steps: buildSteps(project),
    stepIndex: 0,
    shouldFocus: false,
  })
  return true
}

/** Moves to a step (clamped); returns the step shown. */
export function walkthroughStepShown(
  index: number,
  { focus = true }: { focus?: boolean } = {},
): WalkthroughStep | undefined {
  const { steps } = getWalkthrough()
  const stepIndex = Math.min(Math.max(index, 0), Math.max(steps.length - 1, 0))
  useWalkthroughStore.setState({ stepIndex, shouldFocus: focus })
  return steps[stepIndex]
}

/** Closing or finishing the tour marks it seen, so it does not start again by itself. */
export function walkthroughDismissed() {
  const { type } = getWalkthrough()
  if (type) markSeen(type)
  useWalkthroughStore.setState(initialState)
}

export const resetWalkthroughStore = () =>
  useWalkthroughStore.setState(initialState)
