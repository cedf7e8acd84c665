import { startTransition, useDeferredValue, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** Budgets in `sizeOf` units (1 an item by default); `keyOf` tells the same item in a new list. Both stable. */
export interface ProgressiveListOptions<T> {
  first: number
  slice: number
  sizeOf?: (item: T) => number
  keyOf?: (item: T) => unknown
}

const isServer = () => typeof window === 'undefined'
const one = () => 1
const itself = <T>(item: T): unknown => item
const NO_ITEMS: readonly never[] = []

/** Where a slice from `from` ends: at least one item, then as many as fit in `budget`. */
export function sliceEnd<T>(
  items: readonly T[],
  from: number,
  budget: number,
  sizeOf: (item: T) => number = one,
): number {
  let end = from
  let used = 0
  while (end < items.length) {
    used += sizeOf(items[end] as T)
    if (end > from && used > budget) break
    end += 1
  }
  return end
}

/** By first render (page order), one slice at a time, so the text above comes first. */
const unfinished = new Map<number, { next: () => void; finish: () => void }>()
let lastOrder = 0
let timer: ReturnType<typeof setTimeout> | null = null

/** After a timer, so the browser paints and handles input in between. */
function scheduleSlice() {
  if (timer !== null || !unfinished.size) return
  timer = setTimeout(() => {
    timer = null
    unfinished.get(Math.min(...unfinished.keys()))?.next()
  }, 0)
}

/** Renders every list still coming in slices, whole, before returning (for printing). */
export function renderAllSlices() {
  if (!unfinished.size) return
  flushSync(() => {
    for (const { finish } of unfinished.values()) finish()
  })
}

let listening = false

/** Printing fires `beforeprint` before the snapshot, though some browsers only switch to the print media. */
function listenForWholePage() {
  if (listening) return
  listening = true
  window.addEventListener('beforeprint', renderAllSlices)
  if (typeof window.matchMedia === 'function')
    window.matchMedia('print').addEventListener('change', (event) => {
      if (event.matches) renderAllSlices()
    })
}

/**
 * The part of `allItems` to render, so a long list comes in slices, not one long
 * task: `first` worth at once, then `slice` more per timer, as a transition. Not
 * announced: they fill a region whose headings and landmarks are already there.
 */
export function useProgressiveList<T>(
  allItems: readonly T[],
  { first, slice, sizeOf = one, keyOf = itself }: ProgressiveListOptions<T>,
): readonly T[] {
  const isShort = (all: readonly T[]) =>
    sliceEnd(all, 0, first, sizeOf) >= all.length
  // A server has no browser to yield to: it renders every item.
  const firstEnd = (all: readonly T[]) =>
    isServer() || isShort(all) ? all.length : sliceEnd(all, 0, slice, sizeOf)
  // A long list may come with an update React cannot interrupt (polling's);
  // a short one is shown as it is, at once.
  const isWhole = isServer() || isShort(allItems)
  const deferred = useDeferredValue(allItems, isWhole ? allItems : NO_ITEMS)
  const items = isWhole ? allItems : deferred
  const [order] = useState(() => ++lastOrder)
  const [shown, setShown] = useState<{ items: readonly T[]; count: number }>(
    () => ({ items, count: firstEnd(items) }),
  )
  let { count } = shown
  if (shown.items !== items) {
    // The items the new list starts with in common with those shown stay.
    let kept = 0
    const limit = Math.min(shown.count, items.length)
    while (
      kept < limit &&
      Object.is(keyOf(shown.items[kept] as T), keyOf(items[kept] as T))
    )
      kept += 1
    count = Math.max(kept, firstEnd(items))
    setShown({ items, count })
  }
  const isComplete = count >= items.length

  useEffect(() => {
    if (isComplete) return
    listenForWholePage()
    unfinished.set(order, {
      next: () => {
        const budget = document.visibilityState === 'hidden' ? Infinity : slice
        startTransition(() =>
          setShown((current) =>
            current.items === items
              ? { items, count: sliceEnd(items, current.count, budget, sizeOf) }
              : current,
          ),
        )
      },
      finish: () =>
        setShown(({ items: all }) => ({ items: all, count: all.length })),
    })
    scheduleSlice()
    return () => {
      unfinished.delete(order)
      if (unfinished.size) scheduleSlice()
      else if (timer !== null) {
        clearTimeout(timer)
        timer = null
      }
    }
  }, [order, items, count, isComplete, slice, sizeOf])

  return isComplete ? items : items.slice(0, count)
}
