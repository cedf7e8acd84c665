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
}

export function moduleReadiness(
  manifest: Record<string, ManifestChunk>,
  requests: TimedRequest[],
  appOrigin: string,
): (request: TimedRequest) => number | null

export function longestChain<Request extends TimedRequest>(
  requests: Request[],
  last: Request,
  readyAt?: (request: Request) => number | null,
): Request[]
