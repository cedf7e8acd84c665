import { Suspense, useEffect, type ComponentType } from 'react'

import { useHasBeenTrue } from '@/hooks/use-has-been-true'
import { lazyPart } from '@/lib/lazy-code'

/**
 * Whether a part whose code loads apart is mounted: from the first time
 * `isShown` is true on, and then for good (closing or emptying is the
 * part's own work). Meanwhile its code loads once the page is idle
 * (`preloadWhenIdle` of `lazyPart`).
 */
export function useMountedOnceShown(
  isShown: boolean,
  preloadWhenIdle: () => void,
): boolean {
  const hasShown = useHasBeenTrue(isShown)
  useEffect(() => preloadWhenIdle(), [preloadWhenIdle])
  return hasShown
}

/**
 * A dialog whose code (its form, its requests) is not needed to paint the
 * page it opens from: it loads once the page is idle, or when the dialog
 * first opens (fetched again until it arrives), and renders from then on.
 */
export function lazyDialog<Module, Props extends { open: boolean }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const { Component, preloadWhenIdle } = lazyPart(load, pick)
  function LazyDialog(props: Props) {
    // Once opened, it stays: closing runs through the dialog.
    if (!useMountedOnceShown(props.open, preloadWhenIdle)) return null
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return LazyDialog
}
