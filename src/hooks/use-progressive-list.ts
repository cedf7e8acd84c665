import { startTransition, useDeferredValue, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

export interface ProgressiveListOptions<T> {
  /** What the first render may take at once, in `sizeOf` units. */
  first: number
  /** What each later slice may take, in `sizeOf` units. */
  slice: number
  /** An item's share of a budget; 1 by default. Pass a stable function. */
  sizeOf?: (item: T) => number
  /**
   * What makes an item the same one in a new list (the item itself by
   * default). Pass a stable function.
   */
  keyOf?: (item: T) => unknown
}

const isServer = () => typeof window === 'undefined'
const one = () => 1
const itself = <T>(item: T): unknown => item
const NO_ITEMS: readonly never[] = []

/**
 * Where a slice of `items` starting at `from` ends: at least one item, then
 * items as long as their sizes stay within `budget`.
 */
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

/** How many of the first `count` items of `before` start `after` too. */
function keptCount<T>(
  before: readonly T[],
  after: readonly T[],
  count: number,
  keyOf: (item: T) => unknown,
): number {
  const limit = Math.min(count, after.length)
  let kept = 0
  while (
    kept < limit &&
    Object.is(keyOf(before[kept] as T), keyOf(after[kept] as T))
  ) {
    kept += 1
  }
  return kept
}

interface Shown<T> {
  items: readonly T[]
  count: number
}

interface Unfinished {
  /** Renders the next slice, as a transition. */
  next: () => void
  /** Renders every item left (the caller flushes). */
  finish: () => void
}

/**
 * The lists still coming in slices, by the order their components first
 * rendered (the page's order): one slice at a time, the first list's first,
 * so the text above reaches the page before what follows it.
 */
const unfinished = new Map<number, Unfinished>()
let lastOrder = 0
let timer: ReturnType<typeof setTimeout> | null = null

function nextSlice() {
  timer = null
  let first: number | null = null
  for (const order of unfinished.keys()) {
    if (first === null || order < first) first = order
  }
  if (first !== null) unfinished.get(first)?.next()
}

/** After a timer, so the browser paints and handles input in between. */
function scheduleSlice() {
  if (timer === null && unfinished.size) timer = setTimeout(nextSlice, 0)
}

/**
 * Renders every list still coming in slices, whole, before returning, so
 * that printing has all of it.
 */
export function renderAllSlices() {
  if (!unfinished.size) return
  flushSync(() => {
    for (const { finish } of unfinished.values()) finish()
  })
}

function handlePrintMedia(event: MediaQueryListEvent) {
  if (event.matches) renderAllSlices()
}

let listening = false

/**
 * Printing (`window.print()`, Ctrl+P, the browser's menu) fires
 * `beforeprint` before the browser takes its snapshot, and some browsers
 * only switch to the print media: either renders what is left at once.
 */
function listenForWholePage() {
  if (listening) return
  listening = true
  window.addEventListener('beforeprint', renderAllSlices)
  if (typeof window.matchMedia === 'function') {
    window.matchMedia('print').addEventListener('change', handlePrintMedia)
  }
}

/**
 * The part of `allItems` to render, so that a long list reaches the page in
 * slices rather than in one long task the browser cannot interrupt: a
 * list within `first` renders at once; a longer one shows its first
 * `slice` worth of items in a deferred render, then each slice
 * `slice` more, each after a timer (the browser paints and handles input
 * in between) and as a transition (React yields while rendering it, and
 * input that arrives meanwhile goes first). The count only grows, up to
 * every item:
 * - a new list keeps the items it starts with in common with the one
 *   shown (by `keyOf`), and only what is new comes in slices;
 * - printing and `renderAllSlices()` render every item at once, so paper
 *   always has the whole list;
 * - while the page is hidden, the next slice takes everything left.
 * For a moment after a long list arrives, what shows is still a slice of
 * the previous one (see above).
 * The slices are not announced: they fill in a region whose headings and
 * landmarks are already there.
 */
export function useProgressiveList<T>(
  allItems: readonly T[],
  { first, slice, sizeOf = one, keyOf = itself }: ProgressiveListOptions<T>,
): readonly T[] {
  const isShort = (all: readonly T[]) =>
    sliceEnd(all, 0, first, sizeOf) >= all.length
  // A server has no browser to yield to: it renders every item. A long
  // list starts with a slice like the others.
  const firstEnd = (all: readonly T[]) =>
    isServer() || isShort(all) ? all.length : sliceEnd(all, 0, slice, sizeOf)
  // A long list may arrive with an update React cannot interrupt (an answer
  // that polling brought is a synchronous one), so its first slice comes in
  // a deferred render, which yields between components; a short list
  // renders at once.
  const items = useDeferredValue(
    allItems,
    isServer() || isShort(allItems) ? allItems : NO_ITEMS,
  )
  const [order] = useState(() => ++lastOrder)
  const [shown, setShown] = useState<Shown<T>>(() => ({
    items,
    count: firstEnd(items),
  }))
  let { count } = shown
  if (shown.items !== items) {
    count = Math.max(
      keptCount(shown.items, items, shown.count, keyOf),
      firstEnd(items),
    )
    setShown({ items, count })
  }
  const isComplete = count >= items.length

  useEffect(() => {
    if (isComplete) return
    listenForWholePage()
    unfinished.set(order, {
      next: () => {
        const budget = document.visibilityState === 'hidden' ? Infinity : slice
        startTransition(() => {
          setShown((current) =>
            current.items === items
              ? {
                  items,
                  count: sliceEnd(items, current.count, budget, sizeOf),
                }
              : current,
          )
        })
      },
      finish: () =>
        setShown((current) => ({
          items: current.items,
          count: current.items.length,
        })),
    })
    scheduleSlice()
    return () => {
      unfinished.delete(order)
      // The next list's turn, or nothing left to do.
      if (unfinished.size) scheduleSlice()
      else if (timer !== null) {
        clearTimeout(timer)
        timer = null
      }
    }
  }, [order, items, count, isComplete, slice, sizeOf])

  return count >= items.length ? items : items.slice(0, count)
}
