import { Suspense, useMemo, type ComponentType } from 'react'

import { lazyPart } from '@/components/ui/lazy-part'

import type { LaterItemsProps } from './later-items'

/** The items a list renders at once; any more follow in slices. */
const FIRST_ITEMS = 25

const { Component: LaterItems } = lazyPart(
  () => import('./later-items'),
  (module) => module.LaterItems as ComponentType<LaterItemsProps<unknown>>,
)

/**
 * A list's items, the first FIRST_ITEMS at once and the rest, if any, in
 * slices after them (later-items.tsx, loaded only for such a list, so the
 * landing page's code does not carry the slicing). `items` the same from
 * render to render while the list is.
 */
export function LongList<T>({ items, keyOf, children }: LaterItemsProps<T>) {
  const later = useMemo(() => items.slice(FIRST_ITEMS), [items])
  // React.lazy keeps no type parameter: the same component, for these items.
  const Later = LaterItems as unknown as ComponentType<LaterItemsProps<T>>
  return (
    <>
      {items.slice(0, FIRST_ITEMS).map(children)}
      {later.length ? (
        <Suspense fallback={null}>
          <Later items={later} keyOf={keyOf}>
            {children}
          </Later>
        </Suspense>
      ) : null}
    </>
  )
}
