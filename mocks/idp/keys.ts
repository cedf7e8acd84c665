import { generateKeyPairSync } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

import { calculateJwkThumbprint } from 'jose'
import type { JWK } from 'jose'

export interface SigningKey {
  /** Private JWK handed to oidc-provider. */
  privateJwk: JWK
  /** Public JWK, used to verify access tokens at the userinfo endpoint. */
  publicJwk: JWK
}

async function generate(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' }) as JWK
  const kid = await calculateJwkThumbprint(jwk)
  return { ...jwk, kid, alg: 'RS256', use: 'sig' }
}

function isRsaPrivateJwk(value: unknown): value is JWK {
  if (typeof value !== 'object' || value === null) return false
  const jwk = value as Record<string, unknown>
  return (
    jwk.kty === 'RSA' &&
    typeof jwk.kid === 'string' &&
    typeof jwk.n === 'string' &&
    typeof jwk.d === 'string'
  )
}

async function readKeyFile(path: string): Promise<JWK | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed: unknown = JSON.parse(text)
  const key = (parsed as { keys?: unknown[] } | null)?.keys?.[0]
  if (!isRsaPrivateJwk(key)) {
    throw new Error(`${path} holds no RSA signing key; delete it to regenerate`)
  }
  return key
}

/** Creates the file, or keeps the key another IdP process wrote meanwhile. */
async function writeKeyFile(path: string, jwk: JWK): Promise<JWK> {
  await mkdir(dirname(path), { recursive: true })
  try {
    await writeFile(path, `${JSON.stringify({ keys: [jwk] }, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    })
    return jwk
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readKeyFile(path)) ?? jwk
  }
}

/**
 * Loads the RSA signing key from `keyFile`, generating it when missing, so
 * tokens stay verifiable across restarts in development. `false` keeps a
 * fresh key in memory only.
 */
export async function loadSigningKey(
  keyFile: string | false,
): Promise<SigningKey> {
  let privateJwk = keyFile === false ? undefined : await readKeyFile(keyFile)
  if (!privateJwk) {
    privateJwk = await generate()
    if (keyFile !== false) privateJwk = await writeKeyFile(keyFile, privateJwk)
  }
  const { kty, n, e, kid, alg, use } = privateJwk
  return { privateJwk, publicJwk: { kty, n, e, kid, alg, use } }
}
