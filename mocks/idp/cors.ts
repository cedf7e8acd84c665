import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * CORS for the app origins. keycloak-js calls the token endpoint with
 * `credentials: 'include'`, which browsers only accept with the exact origin
 * and `Access-Control-Allow-Credentials: true`; oidc-provider's own CORS
 * answers neither, so this sets the headers first (oidc-provider then leaves
 * them alone). Requests from other origins fall through to oidc-provider,
 * whose `clientBasedCORS` rejects them at the token endpoint.
 *
 * Returns true when it answered a preflight request.
 */
export function handleCors(
  req: IncomingMessage,
  res: ServerResponse,
  appOrigins: readonly string[],
): boolean {
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  if (!origin || !appOrigins.includes(origin)) return false

  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')

  const preflightMethod = req.headers['access-control-request-method']
  if (req.method === 'OPTIONS' && preflightMethod) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    const requestedHeaders = req.headers['access-control-request-headers']
    if (requestedHeaders) {
      res.setHeader('Access-Control-Allow-Headers', requestedHeaders)
    }
    res.setHeader('Access-Control-Max-Age', '3600')
    res.statusCode = 204
    res.end()
    return true
  }

  res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate')
  return false
}
