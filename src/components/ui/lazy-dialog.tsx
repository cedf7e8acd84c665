import { Suspense, useEffect, type ComponentType } from 'react'

import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { lazyPart } from '@/lib/lazy-code'

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
