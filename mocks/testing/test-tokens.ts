/**
 * Tokens for Vitest, signed with a key pair generated once per process, and
 * the verifier that accepts them (installed by `mocks/node.ts`). ES256 with
 * WebCrypto keys works in jsdom; an HS256 secret made by jsdom's
 * TextEncoder does not (jose rejects the cross-realm Uint8Array).
 */
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose'

import type { TokenVerifier } from '../api/auth'

const ISSUER = 'urn:mocks:test-tokens'
const AUDIENCE = 'api'
const ALG = 'ES256'
/** Long enough that tests moving the clock with `vi.setSystemTime` stay signed in. */
const DEFAULT_EXPIRES_IN_S = 7 * 86_400

let keyPair: ReturnType<typeof generateKeyPair> | undefined
const keys = () => (keyPair ??= generateKeyPair(ALG))

export interface TestTokenOptions {
  sub: string
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number
  claims?: JWTPayload
}

export async function signTestToken({
  sub,
  expiresIn = DEFAULT_EXPIRES_IN_S,
  claims = {},
}: TestTokenOptions): Promise<string> {
  const { privateKey } = await keys()
  return new SignJWT({ ...claims, sub })
    .setProtectedHeader({ alg: ALG })
    .setIssuedAt()
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(privateKey)
}

export const verifyTestToken: TokenVerifier = async (token) => {
  const { publicKey } = await keys()
  const { payload } = await jwtVerify(token, publicKey, {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: [ALG],
  })
  return payload
}
