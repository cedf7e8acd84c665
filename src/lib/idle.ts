let pageShown: Promise<void> = Promise.resolve()
let contentShown: Promise<void> | null = null

/** Idle-time work waits for `shown` (the first page having its data), not to share the network with it. */
export function idleWorkWaitsFor(shown: Promise<void>): void {
  pageShown = shown
  contentShown = null
}

/** Once a largest contentful paint after `since` (a long report takes frames), 1 s at the latest. */
function contentPainted(since: number): Promise<void> {
  const type = 'largest-contentful-paint'
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes(type)
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
    observer.observe({ type, buffered: true })
  })
}

/** Runs `task` once the first page has painted its content and the browser is idle. Returns a cancel. */
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
