import type { ReactNode } from 'react'

import { useProgressiveList } from '@/hooks/use-progressive-list'

const ITEMS_PER_SLICE = 25

export interface LaterItemsProps<T> {
  items: readonly T[]
  keyOf: (item: T) => unknown
  children: (item: T) => ReactNode
}

/** The items of a long list past its first few (long-list.tsx), in slices of 25 (useProgressiveList), so hundreds never hold the main thread. */
export function LaterItems<T>({ items, keyOf, children }: LaterItemsProps<T>) {
  const shown = useProgressiveList(items, {
    first: ITEMS_PER_SLICE,
    slice: ITEMS_PER_SLICE,
    keyOf,
  })
  return shown.map(children)
}
