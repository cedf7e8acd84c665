import { lazy, type ComponentType } from 'react'

import { codeAwaited, freshLoadNeeded } from '@/stores/code-availability-store'

import { freshLoadJudge } from './code-recovery'
import {
  refetchFailedStylesheets,
  watchFailedStylesheets,
} from './failed-stylesheets'

/** Waits between attempts, doubling from the first to at most the longest. */
interface RetryWaits {
  firstMs: number
  longestMs: number
}

/** For chunks of code: 1, 2, 4 … s, at most 30 s. */
const CHUNK_WAITS: RetryWaits = { firstMs: 1000, longestMs: 30_000 }

// Where no report's code started first (src/app/route-code.ts), from here.
watchFailedStylesheets()

/**
 * Loads a chunk of the app's code, trying again until it arrives: a phone
 * that drops its connection as the chunk is fetched gets it once the
 * network is back (at once when the browser says it is online, else after
 * 1, 2, 4 … s), instead of a page replaced by an error. Never rejects.
 * `waits` spaces the attempts of other work retried this way.
 */
export function loadRetrying<Module>(
  load: () => Promise<Module>,
  waits: RetryWaits = CHUNK_WAITS,
): Promise<Module> {
  return new Promise((resolve) => {
    let attempt = 0
    const tryOnce = () => {
      load().then(resolve, () => {
        const wait = Math.min(waits.firstMs * 2 ** attempt, waits.longestMs)
        attempt += 1
        const retry = () => {
          window.clearTimeout(timer)
          window.removeEventListener('online', retry)
          tryOnce()
        }
        const timer = window.setTimeout(retry, wait)
        window.addEventListener('online', retry)
      })
    }
    tryOnce()
  })
}

/** What `whenIdle` waits for first (`idleWorkWaitsFor`). */
let pageShown: Promise<void> = Promise.resolve()

/**
 * Idle-time work starts only once `shown` settles: at start-up, the first
 * page having its data (src/app/app.tsx), so that code a page does not need
 * to paint does not share a slow connection with what it does need.
 */
export function idleWorkWaitsFor(shown: Promise<void>): void {
  pageShown = shown
  contentShown = null
}

/** At the latest, idle-time work waits this long for the first page's content to paint. */
const CONTENT_PAINT_LATEST_MS = 1000

/**
 * Settles once the page paints what its data shows: a largest-contentful-
 * paint entry after `since` (when the data arrived), for the first page's
 * render can take several frames (a long report comes in slices) with idle
 * moments between them; or after CONTENT_PAINT_LATEST_MS, when that content
 * is no larger than what was painted before or the person has already
 * clicked or typed (the browser reports no more such paints then). Where the
 * browser reports none (Safari), at once.
 */
function contentPainted(since: number): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes(
      'largest-contentful-paint',
    )
  )
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      window.clearTimeout(latest)
      resolve()
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => entry.startTime >= since)) done()
    })
    const latest = window.setTimeout(done, CONTENT_PAINT_LATEST_MS)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/** The first page's content painted (`contentPainted`), once its data is there. */
let contentShown: Promise<void> | null = null
const firstContentShown = () =>
  (contentShown ??= pageShown.then(() => contentPainted(performance.now())))

/**
 * Runs `task` once the first page has shown and the browser is idle (soon
 * after, where it cannot say): for code a page does not need to paint.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let isCancelled = false
  let cancelWait = () => {}
  void firstContentShown().then(() => {
    if (isCancelled) return
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(task)
      cancelWait = () => window.cancelIdleCallback(handle)
    } else {
      const timer = window.setTimeout(task, 1)
      cancelWait = () => window.clearTimeout(timer)
    }
  })
  return () => {
    isCancelled = true
    cancelWait()
  }
}

/** Every `loadOnce` of the modules imported so far. */
const everyLoad = new Set<() => Promise<unknown>>()

/**
 * A chunk loaded at most once, when first asked for, retried until it
 * arrives (`loadRetrying`), its styles with it (`refetchFailedStylesheets`);
 * `onLoaded` runs once it is there.
 */
export function loadOnce<Module>(
  load: () => Promise<Module>,
  onLoaded?: (module: Module) => void,
): () => Promise<Module> {
  let loading: Promise<Module> | undefined
  // Each attempt first fetches again the stylesheets that failed, this
  // chunk's among them when an earlier load of it (a preload) failed.
  const attempt = () => refetchFailedStylesheets().then(load)
  const loadNow = () =>
    (loading ??= loadRetrying(attempt).then((module) => {
      onLoaded?.(module)
      return module
    }))
  everyLoad.add(loadNow)
  return loadNow
}

/**
 * Loads now every chunk the modules imported so far load after the page:
 * tests do so before they stop the clock.
 */
export async function loadEveryLazyChunk(): Promise<void> {
  await Promise.all([...everyLoad].map((loadNow) => loadNow()))
}

/**
 * `load` (a part's chunk) whose failures are judged (`freshLoadJudge`); one
 * that only a fresh load of the page can cure is noted for the person, who
 * is asked to reload once they ask for a part whose code has not come
 * (src/app/layouts/code-unavailable-notice.tsx). Unlike a page's code,
 * a part's never reloads the page by itself: the person may be in the
 * middle of something on it. So its next attempt need not wait for the
 * judgement, which runs beside it.
 */
function judgedBeside<Module>(
  load: () => Promise<Module>,
): () => Promise<Module> {
  const needsFreshLoad = freshLoadJudge()
  const judge = async () => {
    if ((await needsFreshLoad()) !== undefined) freshLoadNeeded()
  }
  return () =>
    load().catch((error: unknown) => {
      void judge()
      throw error
    })
}

/**
 * `React.lazy` for a component a page does not need to paint (a dialog's
 * frame, the navigation drawer): its chunk loads once, retried until it
 * arrives; `preload` starts that early, `preloadWhenIdle` once the page is
 * idle (once per page, however many places ask). Once loaded, the component
 * renders at once, without suspending. Rendered before its code has come,
 * it counts as asked for by the person until it comes
 * (src/stores/code-availability-store.ts).
 */
export function lazyRetrying<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: { default: ComponentType<Props> } | undefined
  const preload = loadOnce(judgedBeside(load), (module) => {
    loaded = { default: pick(module) }
  })
  const Component = lazy(() => {
    if (loaded) {
      // React reads a thenable that answers at once without suspending.
      return {
        then: (resolve: (value: { default: ComponentType<Props> }) => void) =>
          resolve(loaded!),
      } as unknown as Promise<{ default: ComponentType<Props> }>
    }
    const arrived = codeAwaited()
    return preload().then(() => {
      arrived()
      return loaded!
    })
  })
  let isPreloadScheduled = false
  const preloadWhenIdle = () => {
    if (isPreloadScheduled) return
    isPreloadScheduled = true
    whenIdle(() => void preload())
  }
  return { Component, preload, preloadWhenIdle }
}
