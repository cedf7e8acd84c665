/**
 * Serves the MSW handlers over real HTTP for local development and
 * Playwright (`npm run api`). Tokens are checked against the IdP's JWKS.
 *
 * Env: API_PORT (8181), API_HOST (default: both 127.0.0.1 and ::1, so
 * `localhost` works whichever address it resolves to), API_ALLOWED_ORIGINS,
 * IDP_ISSUER, API_AUDIENCE, MOCK_ANALYSIS_MS, API_VARIANT=1 (or the
 * `--variant` argument: the variant stand-in, `variant/`).
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { getResponse } from 'msw'

import { MAX_UPLOAD_BYTES } from '../../src/features/records/utils/accepted-files'

import {
  createRemoteJwksVerifier,
  setTokenVerifier,
  type TokenVerifier,
} from './auth'
import { API_URL, readEnv } from './config'
import { db } from './db'
import { handlers } from './handlers/index'
import { newRequestId } from './handlers/respond'
import { variantErrorResponse } from './variant/answers'

const DEFAULT_PORT = 8181
const DEFAULT_HOSTS = ['127.0.0.1', '::1']
const DEFAULT_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]
/** Multipart overhead on top of the largest accepted file. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1_048_576

export interface ApiServerOptions {
  /** Env `API_PORT`, default 8181; 0 picks a free port. */
  port?: number
  /** Env `API_HOST`, default both loopback addresses. */
  hosts?: string[]
  /** Env `API_ALLOWED_ORIGINS` (comma separated), default the Vite dev and preview origins. */
  allowedOrigins?: string[]
  /** Default: the IdP's JWKS (env `IDP_ISSUER`, `API_AUDIENCE`). */
  verifier?: TokenVerifier
  /** The variant stand-in (`variant/`); default env `API_VARIANT=1`. */
  variant?: boolean
}

export interface ApiServer {
  /** `http://localhost:{port}`, valid once `listen()` resolved. */
  readonly url: string
  listen(): Promise<void>
  close(): Promise<void>
}

const listFromEnv = (name: string) =>
  readEnv(name)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    // With error reporting on, calls carry its tracing headers too.
    'Access-Control-Allow-Headers':
      'Authorization, Content-Type, baggage, sentry-trace',
    'Access-Control-Expose-Headers': 'X-Request-Id, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

class BodyTooLargeError extends Error {}

async function readBody(
  req: IncomingMessage,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError()
    chunks.push(buffer)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  return body
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'host',
])

/** The incoming request as a Fetch `Request` on API_URL, where the handlers listen. */
async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      headers.append(name, item)
    }
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', API_URL), {
    method,
    headers,
    body: hasBody ? await readBody(req) : undefined,
  })
}

function errorResponse(status: number, detail: string): Response {
  const headers = { 'X-Request-Id': newRequestId() }
  return db.settings.isVariant
    ? variantErrorResponse(status, { detail }, headers)
    : Response.json({ detail }, { status, headers })
}

async function answer(req: IncomingMessage): Promise<Response> {
  // Readiness check for `npm start` and Playwright; not part of the API.
  if (req.method === 'GET' && req.url === '/health') {
    return Response.json({ status: 'ok' })
  }
  try {
    const request = await toFetchRequest(req)
    return (
      (await getResponse(handlers, request)) ?? errorResponse(404, 'Not Found')
    )
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return errorResponse(413, 'File size exceeds 50MB limit')
    }
    console.error('API stand-in: unexpected error', error)
    return errorResponse(500, 'Internal server error')
  }
}

async function send(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, { ...headers, ...cors })
  res.end(body)
}

function listenOn(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolvePort(typeof address === 'object' && address ? address.port : port)
    })
  })
}

/** No IPv6 on this machine: serving 127.0.0.1 alone is enough. */
const isMissingAddress = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')

export function createApiServer(options: ApiServerOptions = {}): ApiServer {
  const allowed = new Set(
    options.allowedOrigins ??
      listFromEnv('API_ALLOWED_ORIGINS') ??
      DEFAULT_ORIGINS,
  )
  const hosts = options.hosts ?? listFromEnv('API_HOST') ?? DEFAULT_HOSTS
  let port = options.port ?? Number(readEnv('API_PORT') ?? DEFAULT_PORT)
  const servers: Server[] = []
  if (options.variant !== undefined) db.settings.isVariant = options.variant

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req.headers.origin, allowed)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    void answer(req)
      .then((response) => send(res, response, cors))
      .catch((error: unknown) => {
        console.error('API stand-in: could not answer', error)
        res.destroy()
      })
  }

  return {
    get url() {
      return `http://localhost:${port}`
    },
    async listen() {
      setTokenVerifier(options.verifier ?? createRemoteJwksVerifier())
      for (const [index, host] of hosts.entries()) {
        const server = createServer(listener)
        try {
          // Port 0 picks a free port once; the other addresses reuse it.
          port = await listenOn(server, port, host)
          servers.push(server)
        } catch (error) {
          if (index > 0 && isMissingAddress(error)) continue
          throw error
        }
      }
    },
    async close() {
      await Promise.all(
        servers.splice(0).map(
          (server) =>
            new Promise<void>((done) => {
              server.closeAllConnections()
              server.close(() => done())
            }),
        ),
      )
    },
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(resolve(process.argv[1])).href

if (isMain) {
  const variant = process.argv.includes('--variant') || undefined
  const server = createApiServer({ variant })
  await server.listen()
  const mode = db.settings.isVariant ? ' (variant)' : ''
  console.log(`API stand-in ready at ${server.url}${mode}`)
  const stop = () => {
    void server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
