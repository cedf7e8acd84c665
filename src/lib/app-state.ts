/**
 * What the app holds outside React and the query cache, in one place: each
 * module's state is a part of it, made fresh by `resetAppState` on sign-out
 * (what was the person's) and before each test (everything). A module
 * reaches its part through the accessor it was given, never through a
 * variable of its own.
 */
import type { StoreApi } from 'zustand'

type Reason = 'sign-out' | 'test'

const parts = new Set<{ reset: (reason: Reason) => void }>()

/**
 * A part of the app's state, made by `create`; `dispose` lets go of the one
 * being replaced (its timers). With `keepOnSignOut`, it stays across a
 * sign-out (it is not the person's).
 */
export function appStatePart<T>(
  create: () => T,
  {
    dispose,
    keepOnSignOut = false,
  }: { dispose?: (part: T) => void; keepOnSignOut?: boolean } = {},
): () => T {
  let part = create()
  parts.add({
    reset: (reason) => {
      if (reason === 'sign-out' && keepOnSignOut) return
      dispose?.(part)
      part = create()
    },
  })
  return () => part
}

/** A zustand store as a part of the app's state: reset, it starts over from `initial()`. */
export function storePart<S>(
  store: Pick<StoreApi<S>, 'setState' | 'getInitialState'>,
  {
    initial = store.getInitialState,
    keepOnSignOut = false,
  }: { initial?: () => S; keepOnSignOut?: boolean } = {},
) {
  parts.add({
    reset: (reason) => {
      if (reason === 'sign-out' && keepOnSignOut) return
      store.setState(initial(), true)
    },
  })
}

export function resetAppState(reason: Reason): void {
  parts.forEach((part) => part.reset(reason))
}
