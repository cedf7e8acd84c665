// Types of request-chain.mjs for its test.

export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

export interface TimedRequest {
  url: string
  start: number
  end: number | null
  type?: string
  initiator?: { type: string; url?: string }
}

export function moduleReadiness(
  manifest: Record<string, ManifestChunk>,
  requests: TimedRequest[],
  appOrigin: string,
): (request: TimedRequest) => number | null

export function parserStarted<Request extends TimedRequest>(
  requests: Request[],
): (request: Request) => Request | undefined

export function longestChain<Request extends TimedRequest>(
  requests: Request[],
  last: Request,
  rules?: {
    readyAt?: (request: Request) => number | null
    startedBy?: (request: Request) => Request | undefined
  },
): Request[]
