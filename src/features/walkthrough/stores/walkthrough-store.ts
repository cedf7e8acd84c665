import { create } from 'zustand'

import { localStore } from '@/lib/storage'

import { SEEN_KEYS, type WalkthroughType } from '../utils/walkthrough-steps'

/** The person's place in a tour; its steps come from the tour project's data. */
interface WalkthroughState {
  type: WalkthroughType | null
  projectId: string | null
  stepIndex: number
  /** Whether the box takes focus on this step: not when the tour started by itself. */
  shouldFocus: boolean
}

const initialState: WalkthroughState = {
  type: null,
  projectId: null,
  stepIndex: 0,
  shouldFocus: false,
}

const useWalkthroughStore = create<WalkthroughState>()(() => initialState)

export const isWalkthroughSeen = (type: WalkthroughType) =>
  localStore.read(SEEN_KEYS[type]) === 'true'

/** Without storage the tour may show again next visit; nothing else depends on it. */
const markSeen = (type: WalkthroughType) =>
  localStore.write(SEEN_KEYS[type], 'true')

export const useWalkthroughStepIndex = () =>
  useWalkthroughStore((s) => s.stepIndex)
export const useWalkthroughType = () => useWalkthroughStore((s) => s.type)
export const useWalkthroughProjectId = () =>
  useWalkthroughStore((s) => s.projectId)
export const useWalkthroughShouldFocus = () =>
  useWalkthroughStore((s) => s.shouldFocus)

export const getWalkthrough = () => useWalkthroughStore.getState()

/**
 * Starts the tour of an example project. Refused (false) when that tour was
 * already seen, unless forced ('Launch Tutorial'), or when one is running.
 */
export function startWalkthrough(
  type: WalkthroughType,
  projectId: string,
  { force = false }: { force?: boolean } = {},
): boolean {
  if (!force && (isWalkthroughSeen(type) || getWalkthrough().type)) return false
  useWalkthroughStore.setState({
    type,
    projectId,
    stepIndex: 0,
    shouldFocus: false,
  })
  return true
}

export function walkthroughStepShown(
  stepIndex: number,
  { focus = true }: { focus?: boolean } = {},
) {
  useWalkthroughStore.setState({ stepIndex, shouldFocus: focus })
}

/** Closing or finishing the tour marks it seen, so it does not start again by itself. */
export function walkthroughDismissed() {
  const { type } = getWalkthrough()
  if (type) markSeen(type)
  useWalkthroughStore.setState(initialState)
}

export const resetWalkthroughStore = () =>
  useWalkthroughStore.setState(initialState)
