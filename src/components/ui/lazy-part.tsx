import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
} from 'react'

import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { appStatePart } from '@/lib/app-state'
import { whenIdle } from '@/lib/idle'
import { retrying } from '@/lib/lazy-code'

/** Whether some part's code is gone, and how many parts wait for their code. */
const code = appStatePart(() => ({ isGone: false, awaited: 0 }), {
  keepOnSignOut: true,
})
const listeners = new Set<() => void>()
const changed = (change: (state: ReturnType<typeof code>) => void) =>
  // Counted a microtask later: React asks for a part's code while rendering.
  queueMicrotask(() => {
    change(code())
    listeners.forEach((listener) => listener())
  })

export const useIsCodeGone = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => code().isGone && code().awaited > 0,
  )

const everyPart = new Set<() => Promise<unknown>>()

/** For tests that stop the clock: every part's code, now. */
export const loadEveryPart = () =>
  Promise.all([...everyPart].map((load) => load()))

/** `React.lazy` for a part a page does not need to paint; once loaded it renders without suspending. */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (loading ??= retrying(load, {
      onGone: () => changed((state) => (state.isGone = true)),
    }).then((module) => (loaded = { default: pick(module) })))
  everyPart.add(preload)
  const Component = lazy(() => {
    // A thenable that answers at once: React renders without suspending.
    if (loaded)
      return {
        then: (done: (m: typeof loaded) => void) => done(loaded),
      } as never
    changed((state) => (state.awaited += 1))
    return preload().finally(() => changed((state) => (state.awaited -= 1)))
  })
  let isScheduled = false
  const preloadWhenIdle = () => {
    if (!isScheduled) whenIdle(() => void preload())
    isScheduled = true
  }
  return { Component, preload, preloadWhenIdle }
}

/** Whether a lazily loaded part is mounted: for good once `isShown` (closing is its own work); its code preloads when idle. */
export function useMountedOnceShown(
  isShown: boolean,
  preloadWhenIdle: () => void,
): boolean {
  const hasShown = useHasBeenTrue(isShown)
  useEffect(() => preloadWhenIdle(), [preloadWhenIdle])
  return hasShown
}

/** A dialog whose code loads once the page is idle, or when it first opens. */
export function lazyDialog<Module, Props extends { open: boolean }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const { Component, preloadWhenIdle } = lazyPart(load, pick)
  function LazyDialog(props: Props) {
    if (!useMountedOnceShown(props.open, preloadWhenIdle)) return null
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return LazyDialog
}
