/**
 * `npm run idp`: the Keycloak-compatible development IdP.
 *
 * Environment: IDP_PORT, IDP_PUBLIC_URL, IDP_REALM, IDP_CLIENT_ID,
 * IDP_APP_ORIGINS (comma-separated), IDP_ACCESS_TOKEN_TTL (seconds),
 * IDP_AUDIENCE, IDP_ALLOW_TEST_USERS=1, IDP_VARIANT=1 (or the `--variant`
 * argument: the login-status frame asks the server on each check).
 */

import { createIdp } from './create-idp'
import type { IdpOptions } from './create-idp'
import { DEMO_USER } from './users'

function readInteger(name: string): number | undefined {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`)
  }
  return number
}

function readString(name: string): string | undefined {
  return process.env[name] || undefined
}

const options: IdpOptions = {
  port: readInteger('IDP_PORT'),
  publicUrl: readString('IDP_PUBLIC_URL'),
  realm: readString('IDP_REALM'),
  clientId: readString('IDP_CLIENT_ID'),
  appOrigins: readString('IDP_APP_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean),
  accessTokenTtl: readInteger('IDP_ACCESS_TOKEN_TTL'),
  audience: readString('IDP_AUDIENCE'),
  allowTestUsers: process.env.IDP_ALLOW_TEST_USERS === '1',
  variant:
    process.argv.includes('--variant') || process.env.IDP_VARIANT === '1',
}

const idp = await createIdp(options)
const mode = options.variant ? ', variant' : ''
console.info(
  `IdP ready at ${idp.issuer} (${DEMO_USER.email} / ${DEMO_USER.password}${mode})`,
)

let closing = false
function shutdown() {
  if (closing) return
  closing = true
  idp.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
