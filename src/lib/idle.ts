/** What idle-time work waits for first: the first page having its data (src/app/app.tsx). */
let pageShown: Promise<void> = Promise.resolve()
let contentShown: Promise<void> | null = null

/** Idle-time work waits for `shown`, so it does not share the network with what the page needs. */
export function idleWorkWaitsFor(shown: Promise<void>): void {
  pageShown = shown
  contentShown = null
}

/**
 * Settles once the page paints what its data shows (a largest contentful
 * paint after `since`, which a long report may take a few frames to make),
 * after 1 s at the latest, at once where the browser reports no such paint.
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
      clearTimeout(latest)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done()
    })
    const latest = setTimeout(done, 1000)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/**
 * Runs `task` once the first page has painted its content and the browser
 * is idle: for what a page does not need to paint. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {}
  let isCancelled = false
  contentShown ??= pageShown.then(() => contentPainted(performance.now()))
  void contentShown.then(() => {
    if (isCancelled) return
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(task)
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(task, 1)
      cancel = () => clearTimeout(timer)
    }
  })
  return () => {
    isCancelled = true
    cancel()
  }
}
