/** The app's state outside React and the query cache, made fresh on sign-out and before each test. */
import type { StoreApi } from 'zustand'

type Reason = 'sign-out' | 'test'

const resets = new Set<(reason: Reason) => void>()

/** A part made by `create`; `dispose` lets go of the one replaced (its timers). */
export function appStatePart<T>(
  create: () => T,
  {
    dispose,
    keepOnSignOut = false,
  }: { dispose?: (part: T) => void; keepOnSignOut?: boolean } = {},
): () => T {
  let part = create()
  resets.add((reason) => {
    if (reason === 'sign-out' && keepOnSignOut) return
    dispose?.(part)
    part = create()
  })
  return () => part
}

/** A zustand store as a part: reset, it starts over from `initial()`. */
export function storePart<S>(
  store: Pick<StoreApi<S>, 'setState' | 'getInitialState'>,
  {
    initial = store.getInitialState,
    keepOnSignOut = false,
  }: { initial?: () => S; keepOnSignOut?: boolean } = {},
) {
  appStatePart(() => null, {
    dispose: () => store.setState(initial(), true),
    keepOnSignOut,
  })
}

export function resetAppState(reason: Reason): void {
  resets.forEach((reset) => reset(reason))
}
