/**
 * Keycloak's `KEYCLOAK_SESSION` cookie, which the login-status iframe reads.
 *
 * Keycloak 26 sets it at every sign-in (AuthenticationManager
 * `createLoginCookie`) to the SHA-256 of the user session id, base64url
 * without padding, the session id being the `sid` of the tokens that
 * the client posts to the iframe. It is not httpOnly, its path is the
 * realm's (`/realms/{realm}/`), it is SameSite=None when served over https
 * and Lax over http, and it lives as long as the SSO session at most. It is
 * expired at logout and whenever a request finds the session gone.
 *
 * Here the session is oidc-provider's and the `sid` its client's, so the
 * cookie is brought in line with it whenever oidc-provider answers an
 * authorization request (sign-in, silent check-sso) or ends a session.
 */

import { createHash } from 'node:crypto'

import type { KoaContextWithOIDC, Provider, Session } from 'oidc-provider'

const SESSION_COOKIE = 'KEYCLOAK_SESSION'

export interface SessionCookieSettings {
  /** `/realms/{realm}`; the cookie's path is this with a trailing slash. */
  realmPath: string
  /** The client whose `sid` keycloak-js posts. */
  clientId: string
  /** Seconds; the session's lifetime, renewed with it at each authorization. */
  maxAge: number
  /** `https:` issuers get SameSite=None; Secure, like Keycloak. */
  secure: boolean
}

/** base64url(SHA-256(sid)), without padding: the value Keycloak 26 sets. */
function sessionCookieValue(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url')
}

/** The cookies a request carries (the first of each name). */
function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (name && !cookies.has(name)) {
      cookies.set(name, part.slice(index + 1).trim())
    }
  }
  return cookies
}

function setCookieHeader(
  value: string,
  maxAge: number,
  settings: SessionCookieSettings,
): string {
  const expires = new Date(maxAge > 0 ? Date.now() + maxAge * 1000 : 0)
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    `Path=${settings.realmPath}/`,
    `Max-Age=${maxAge}`,
    `Expires=${expires.toUTCString()}`,
    settings.secure ? 'SameSite=None; Secure' : 'SameSite=Lax',
  ]
  return attributes.join('; ')
}

/** The `sid` of the signed-in session for the client, if there is one. */
export function signedInSid(session: Session | undefined, clientId: string) {
  if (!session?.accountId || session.destroyed) return undefined
  return session.authorizations?.[clientId]?.sid
}

/**
 * Sets the cookie for the request's signed-in session, or expires it (when
 * the browser sent one) once there is no such session.
 */
function syncSessionCookie(
  ctx: KoaContextWithOIDC,
  settings: SessionCookieSettings,
) {
  // Undefined when the request failed before its session was loaded.
  const session = ctx.oidc.session as Session | undefined
  if (!session || ctx.res.headersSent) return
  const sid = signedInSid(session, settings.clientId)
  if (sid) {
    const value = sessionCookieValue(sid)
    ctx.res.appendHeader(
      'Set-Cookie',
      setCookieHeader(value, settings.maxAge, settings),
    )
  } else if (readCookies(ctx.req.headers.cookie).has(SESSION_COOKIE)) {
    ctx.res.appendHeader('Set-Cookie', setCookieHeader('', 0, settings))
  }
}

/**
 * Keeps the cookie in line with the session: set (again) when an
 * authorization request is answered for a signed-in session, including after
 * a sign-in as another user, which ends the previous session first; expired
 * when a session ends (RP-initiated logout) or an authorization request finds
 * none (it expired, or the IdP restarted and lost it).
 */
export function trackSessionCookie(
  provider: Provider,
  settings: SessionCookieSettings,
): void {
  const sync = (ctx: KoaContextWithOIDC) => syncSessionCookie(ctx, settings)
  provider.on('authorization.success', sync)
  provider.on('authorization.error', sync)
  provider.on('end_session.success', sync)
}
