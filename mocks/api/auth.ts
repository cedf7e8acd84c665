/**
 * Bearer-token checks of the API stand-in. The verifier is pluggable: by
 * default the IdP's JWKS (what `mocks/server.ts` uses); `mocks/node.ts`
 * installs the local test key of `mocks/test-tokens.ts` for Vitest.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'

import { unauthorized } from './api-problem'
import { DEFAULT_API_AUDIENCE, DEFAULT_IDP_ISSUER, readEnv } from './config'

/** Resolves the token's claims, or rejects when the token is not valid. */
export type TokenVerifier = (token: string) => Promise<JWTPayload>

export interface RemoteVerifierOptions {
  /** Env `IDP_ISSUER`, default `http://localhost:8180/realms/dev`. */
  issuer?: string
  /** Env `API_AUDIENCE`, default `api`. */
  audience?: string
}

/** Checks signature, `iss`, `aud` and expiry against the IdP's signing keys. */
export function createRemoteJwksVerifier(
  options: RemoteVerifierOptions = {},
): TokenVerifier {
  const issuer = (
    options.issuer ??
    readEnv('IDP_ISSUER') ??
    DEFAULT_IDP_ISSUER
  ).replace(/\/+$/, '')
  const audience =
    options.audience ?? readEnv('API_AUDIENCE') ?? DEFAULT_API_AUDIENCE
  // Keycloak's endpoint layout; jose caches and refreshes the keys.
  const jwks = createRemoteJWKSet(
    new URL(`${issuer}/protocol/openid-connect/certs`),
  )
  return async (token) =>
    (await jwtVerify(token, jwks, { issuer, audience })).payload
}

let verifier: TokenVerifier | undefined

export function setTokenVerifier(next: TokenVerifier | undefined): void {
  verifier = next
}

const currentVerifier = () => (verifier ??= createRemoteJwksVerifier())

function reasonOf(error: unknown): string {
  const code =
    error && typeof error === 'object' && 'code' in error ? error.code : null
  if (code === 'ERR_JWT_EXPIRED') return 'Token has expired'
  if (code === 'ERR_JWKS_TIMEOUT' || error instanceof TypeError) {
    return 'Could not verify the token: the identity provider is unreachable'
  }
  return 'Invalid token'
}

/**
 * The `sub` of the request's bearer token. Throws a 401 `ApiProblem` when
 * the header is missing or malformed, or the token fails verification.
 */
export async function authenticate(request: Request): Promise<string> {
  const header = request.headers.get('Authorization')
  if (!header) throw unauthorized('Not authenticated')
  const token = /^Bearer +(\S+)$/i.exec(header.trim())?.[1]
  if (!token) throw unauthorized('Malformed Authorization header')
  let claims: JWTPayload
  try {
    claims = await currentVerifier()(token)
  } catch (error) {
    throw unauthorized(reasonOf(error))
  }
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw unauthorized('Token has no subject')
  }
  return claims.sub
}
