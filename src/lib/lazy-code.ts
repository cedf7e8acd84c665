/** Code that failed to load is fetched again until it comes; gone after three tries online, the page reloads once. */
import { lazy, useSyncExternalStore, type ComponentType } from 'react'

import { appStatePart } from './app-state'
import { whenIdle } from './idle'
import { sessionStore } from './storage'

const WAITS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000]

/** Stylesheets that failed: Vite adds a chunk's once, so they go before its next try. */
const failedSheets = new Set<Element>()

/** Call before the first chunk is asked for. */
export function watchFailedStylesheets() {
  document.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet')
        failedSheets.add(target)
    },
    true,
  )
}

/** `task` until it resolves, tried again after each of `waits` (the last repeating) or when back online. */
export function retrying<T>(
  task: () => Promise<T>,
  { waits = WAITS_MS, onGone }: { waits?: number[]; onGone?: () => void } = {},
): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0
    const attempt = () => {
      failedSheets.forEach((link) => link.remove())
      failedSheets.clear()
      task().then(resolve, () => {
        if (navigator.onLine && ++failures === 3) onGone?.()
        const again = () => {
          clearTimeout(timer)
          window.removeEventListener('online', again)
          attempt()
        }
        const timer = setTimeout(
          again,
          waits[Math.min(failures, waits.length) - 1] ?? 0,
        )
        window.addEventListener('online', again)
      })
    }
    attempt()
  })
}

const RELOADED_KEY = 'app:reloaded-for-code'

/** A later failure of the page's code may reload it once more. */
export const pageCodeLoaded = () => sessionStore.remove(RELOADED_KEY)

/** A page's code: gone, the page loads `destination` afresh, once. */
export const pageCode = <M>(
  load: () => Promise<M>,
  destination: () => string,
) =>
  retrying(load, {
    onGone: () => {
      if (sessionStore.read(RELOADED_KEY)) return
      sessionStore.write(RELOADED_KEY, '1')
      window.location.assign(destination())
    },
  })

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
