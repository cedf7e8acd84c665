/** Pending requests older than 30 s are cancelled, checked every 30 s. */
const STALE_REQUEST_MS = 30_000

/** The reason a request was cancelled for taking too long. */
export class StaleRequestError extends Error {
  override readonly name = 'StaleRequestError'

  constructor() {
    super('The request took too long and was cancelled.')
  }
}

const inFlight = new Map<AbortController, number>()
let sweeper: ReturnType<typeof setInterval> | null = null

function sweep() {
  const now = Date.now()
  for (const [controller, startedAt] of inFlight) {
    if (now - startedAt >= STALE_REQUEST_MS) {
      inFlight.delete(controller)
      controller.abort(new StaleRequestError())
    }
  }
}

function stopSweeperWhenIdle() {
  if (inFlight.size || !sweeper) return
  clearInterval(sweeper)
  sweeper = null
}

/**
 * Runs `request` with a signal that aborts when `signal` does (a closed
 * panel, a cancelled query) or when the request is still pending at a
 * sweep 30 s or more after it started. The sweep runs every 30 s while any
 * tracked request is pending.
 */
export async function withStaleRequestCancel<T>(
  signal: AbortSignal | undefined,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted()
  const controller = new AbortController()
  const forwardAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', forwardAbort)
  inFlight.set(controller, Date.now())
  sweeper ??= setInterval(sweep, STALE_REQUEST_MS)
  try {
    return await request(controller.signal)
  } finally {
    signal?.removeEventListener('abort', forwardAbort)
    inFlight.delete(controller)
    stopSweeperWhenIdle()
  }
}

/** How many tracked requests are pending (for tests). */
export const pendingRequestCount = () => inFlight.size
