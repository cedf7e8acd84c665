import { onTestFinished } from 'vitest'

import { server } from '@mocks/testing/node'

/**
 * Records each request the API stand-in receives during the test, as
 * 'METHOD /path', in order. Clear it with `requests.length = 0`.
 */
export function recordRequests(): string[] {
  const requests: string[] = []
  const listener = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return requests
}
