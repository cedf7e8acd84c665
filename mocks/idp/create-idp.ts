/**
 * A Keycloak-compatible OpenID provider for local development and end-to-end
 * tests. It serves Keycloak's URL layout (`/realms/{realm}/protocol/
 * openid-connect/...`) so the app's keycloak-js setup works unchanged.
 */

import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

import { sendHtml } from './http'
import { loadSigningKey } from './keys'
import { messagePage } from './pages'
import { createProvider } from './provider'
import type { OidcProviderModule } from './provider'
import { createRequestHandler } from './routes'
import type { RequestHandler } from './routes'

export interface IdpOptions {
  /** Default 8180; 0 picks a free port. */
  port?: number
  /**
   * Interface to listen on. Default: loopback, both 127.0.0.1 and ::1 (when
   * available), so `http://localhost` works whichever address it resolves to.
   */
  host?: string
  /** Base URL browsers use. Default `http://localhost:${port}`. */
  publicUrl?: string
  /** Default 'dev'. */
  realm?: string
  /** The app's public client. Default 'web'. */
  clientId?: string
  /** Origins allowed to redirect back to and to call the IdP (CORS). */
  appOrigins?: readonly string[]
  /** Access-token (and ID-token) lifetime in seconds. Default 300. */
  accessTokenTtl?: number
  /** Refresh-token lifetime in seconds, renewed on each refresh. Default 1800. */
  refreshTokenTtl?: number
  /** `aud` of access tokens. Default 'api'. */
  audience?: string
  /** Accept `e2e-…@example.com` / `demo` sign-ins. Default false. */
  allowTestUsers?: boolean
  /**
   * Where the RSA signing key is kept so tokens survive restarts. Default
   * `mocks/idp/.keys/jwks.json` (git-ignored; generated when missing);
   * `false` keeps a fresh key in memory.
   */
  keyFile?: string | false
  /**
   * The variant IdP: its login-status frame asks the server on each check
   * instead of reading the session cookie. Default false.
   */
  variant?: boolean
}

export interface Idp {
  /** Base URL, e.g. `http://localhost:8180` (keycloak-js `url`). */
  url: string
  /** `{url}/realms/{realm}`. */
  issuer: string
  close(): Promise<void>
}

const DEFAULT_APP_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

const DEFAULT_KEY_FILE = fileURLToPath(
  new URL('./.keys/jwks.json', import.meta.url),
)

/**
 * oidc-provider 9 warns on import that it supports Node 22+ only; the project
 * runs on Node 20, where everything used here works. Silence that one line.
 */
async function importOidcProvider(): Promise<OidcProviderModule> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args)
  }
  try {
    return await import('oidc-provider')
  } finally {
    console.warn = warn
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    // Browsers keep connections alive; do not wait for them.
    server.closeAllConnections()
  })
}

/** Listens on `host`, or on 127.0.0.1 and (when the host has it) ::1. */
async function listenAll(
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
  port: number,
  host: string | undefined,
): Promise<{ servers: Server[]; port: number }> {
  const primary = createServer(onRequest)
  const actualPort = await listen(primary, port, host ?? '127.0.0.1')
  const servers = [primary]
  if (host === undefined) {
    const ipv6 = createServer(onRequest)
    const listening = await listen(ipv6, actualPort, '::1').then(
      () => true,
      () => false,
    )
    if (listening) servers.push(ipv6)
  }
  return { servers, port: actualPort }
}

export async function createIdp(options: IdpOptions = {}): Promise<Idp> {
  const realm = options.realm ?? 'dev'
  const realmPath = `/realms/${encodeURIComponent(realm)}`
  const clientId = options.clientId ?? 'web'
  const appOrigins = options.appOrigins ?? DEFAULT_APP_ORIGINS
  const audience = options.audience ?? 'api'
  const allowTestUsers = options.allowTestUsers ?? false

  const [oidc, signingKey] = await Promise.all([
    importOidcProvider(),
    loadSigningKey(options.keyFile ?? DEFAULT_KEY_FILE),
  ])

  // The issuer contains the port, known only once listening (port 0), so
  // requests are routed through this holder.
  const app: { handle?: RequestHandler } = {}
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (!app.handle) {
      return sendHtml(res, 503, messagePage('Starting', 'Retry shortly.'))
    }
    app.handle(req, res).catch((error: unknown) => {
      console.error('[idp] request failed:', error)
      if (res.headersSent) return res.end()
      sendHtml(res, 500, messagePage('Something went wrong', 'Server error.'))
    })
  }
  const { servers, port } = await listenAll(
    onRequest,
    options.port ?? 8180,
    options.host,
  )

  const url = (options.publicUrl ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  )
  const issuer = `${url}${realmPath}`
  const provider = createProvider(oidc, {
    issuer,
    realmPath,
    clientId,
    appOrigins,
    audience,
    accessTokenTtl: options.accessTokenTtl ?? 300,
    refreshTokenTtl: options.refreshTokenTtl ?? 1800,
    allowTestUsers,
    signingKey,
  })
  app.handle = createRequestHandler({
    provider,
    issuer,
    realm,
    realmPath,
    clientId,
    appOrigins,
    audience,
    allowTestUsers,
    signingKey,
    variant: options.variant ?? false,
  })

  return {
    url,
    issuer,
    close: async () => {
      await Promise.all(servers.map(closeServer))
    },
  }
}
