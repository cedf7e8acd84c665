import { t } from '@lingui/core/macro'

const STALE_REQUEST_MS = 30_000

export class StaleRequestError extends Error {
  override readonly name = 'StaleRequestError'
  constructor() {
    super(t`The request took too long and was cancelled.`)
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

/** `request`, aborted with `signal` or when still pending at a sweep (every 30 s) 30 s after it started. */
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
    if (!inFlight.size && sweeper) {
      clearInterval(sweeper)
      sweeper = null
    }
  }
}

/** For tests. */
export const pendingRequestCount = () => inFlight.size
