import { whenIdle } from '@/lib/idle'
import { retrying } from '@/lib/lazy-code'
import { listen } from '@/lib/listen'
import { notify } from '@/lib/toast'
import { sessionExpired } from '@/stores/session-store'
import type { UserClaims } from '@/types/user'

import type { SessionStatusPages } from './session-status'
import { appRoot } from './sign-in'

/** The part of a keycloak-js instance the app relies on; tests pass a fake. */
export interface AuthClient {
  authenticated?: boolean
  token?: string
  tokenParsed?: object
  idTokenParsed?: object
  /** The identity provider's session (the token's `sid`). */
  sessionId?: string
  /** Called by keycloak-js whenever it drops the token itself (see `setAuthClient`). */
  onAuthLogout?: () => void
  updateToken(minValidity: number): Promise<boolean>
  login(options?: { redirectUri?: string }): Promise<void>
  logout(options?: { redirectUri?: string }): Promise<void>
  clearToken(): void
}

/** The token is checked every 30 s, and must stay valid 30 s ahead. */
const SESSION_CHECK_INTERVAL_MS = 30_000
const SESSION_MIN_VALIDITY_S = 30
/** Before each API call the token must be valid 5 s more (keycloak-js's default). */
const CALL_MIN_VALIDITY_S = 5

const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or is invalid. Logging you out.'

/**
 * Where the sign-in stands. 'active' until the identity provider says no
 * ('ended': the app's data is gone and the Session Expired dialog asks to
 * sign in again) or the person logs out ('signing-out'). A page load starts
 * over; nothing returns to 'active' without one.
 */
type SessionPhase = 'active' | 'ended' | 'signing-out'

/** The client's id and where the session checks ask. */
interface SessionStatus {
  clientId: string
  statusPages: SessionStatusPages
}

let client: AuthClient | null = null
/** Null without an identity provider to ask (tests). */
let sessionStatus: SessionStatus | null = null
let phase: SessionPhase = 'active'
const signOutListeners = new Set<(reason: SignOutReason) => void>()

/** Why the app drops what it holds: the person logged out, or the session ended. */
export type SignOutReason = 'logout' | 'expired'

/** keycloak-js drops the token when the IdP refuses a refresh. */
function handleAuthLogout() {
  sessionEnded()
}

/**
 * Replaces the client (tests, or a custom sign-in); the session starts over.
 * With `sessionStatus`, `watchSession` also asks the identity provider's
 * session frame whether the session has ended elsewhere.
 */
export function setAuthClient(
  next: AuthClient | null,
  status?: SessionStatus,
): void {
  client = next
  sessionStatus = status ?? null
  phase = 'active'
  if (next) next.onAuthLogout = handleAuthLogout
}

export const isSignedIn = () =>
  phase === 'active' && Boolean(client?.authenticated && client.token)

export function getUserClaims(): UserClaims | null {
  if (!isSignedIn()) return null
  return (client?.idTokenParsed ??
    client?.tokenParsed ??
    null) as UserClaims | null
}

/** Runs when the app drops the person's data: on logout and when the session ends. */
export function onSignOut(
  listener: (reason: SignOutReason) => void,
): () => void {
  signOutListeners.add(listener)
  return () => signOutListeners.delete(listener)
}

function clearClientData(reason: SignOutReason) {
  for (const listener of signOutListeners) listener(reason)
}

/**
 * A definite "no" from the identity provider: the token is gone (keycloak-js
 * clears it on a 400 and on a changed session) or the refresh was answered
 * 400 or 401. Anything else (offline, a dropped connection, a 5xx) may pass.
 */
function isRefused(error: unknown): boolean {
  if (!client?.token) return true
  const response =
    error && typeof error === 'object' && 'response' in error
      ? error.response
      : undefined
  const status = response instanceof Response ? response.status : undefined
  return status === 400 || status === 401
}

/** The token could not be refreshed right now (offline, identity provider unreachable); later it may. */
export class SessionUnavailableError extends Error {
  override readonly name = 'SessionUnavailableError'
  constructor() {
    super('Could not reach the sign-in service. Please check your connection.')
  }
}

/**
 * A token for an API call, refreshed first when it expires within 5 s.
 * Null when signed out or when the identity provider refused the refresh
 * (the session then ends). When the refresh cannot be made now, the current
 * token is used while it lasts; the API's 401 tells when it no longer does.
 */
export async function getFreshToken(): Promise<string | null> {
  if (phase !== 'active' || !client?.token) return null
  try {
    await client.updateToken(CALL_MIN_VALIDITY_S)
  } catch (error) {
    if (isRefused(error)) {
      sessionEnded()
      return null
    }
  }
  return phase === 'active' ? (client.token ?? null) : null
}

/**
 * After the API answered 401: refreshes the token at once. Resolves with
 * the new token; null when the identity provider refused (the session
 * ends); throws `SessionUnavailableError` when it could not be asked.
 */
export async function refreshAfterUnauthorized(): Promise<string | null> {
  if (phase !== 'active' || !client?.token) return null
  try {
    await client.updateToken(-1)
  } catch (error) {
    if (!isRefused(error)) throw new SessionUnavailableError()
    sessionEnded()
    return null
  }
  return phase === 'active' ? (client.token ?? null) : null
}

let pendingLogin: Promise<void> | null = null

/**
 * Starts a login redirect. Loaders of one navigation may all ask at once; the
 * first call wins, so the identity provider sees a single request. Nothing
 * starts while the person is logging out: that redirect must win.
 */
export function login(redirectUri?: string): Promise<void> {
  if (phase === 'signing-out') return Promise.resolve()
  pendingLogin ??= startLogin(redirectUri).finally(() => {
    pendingLogin = null
  })
  return pendingLogin
}

async function startLogin(redirectUri?: string): Promise<void> {
  if (!client) {
    notify.error('Login service unavailable.')
    return
  }
  try {
    await client.login(redirectUri ? { redirectUri } : undefined)
  } catch {
    notify.error('Login failed. Please try again.')
  }
}

/**
 * Logs out: the app's data (drafts included) goes, the identity provider
 * ends its session and sends the browser to the site root. Pressed twice,
 * it logs out once.
 */
export async function logout(): Promise<void> {
  if (phase === 'signing-out') return
  if (!client) {
    notify.error('Logout service unavailable.')
    return
  }
  phase = 'signing-out'
  clearClientData('logout')
  try {
    await client.logout({ redirectUri: appRoot() })
  } catch {
    // Still signed in at the identity provider: the app carries on signed in.
    phase = 'active'
    notify.error('Logout failed. Please try again.')
  }
}

/**
 * The session is over (refused refresh, changed session, a 401 that no
 * refresh cures): the toast and the Session Expired dialog tell the person,
 * the app's data and the token go at once, and the dialog's Log In starts a
 * new login. However many requests noticed it, it happens once.
 */
export function sessionEnded(): void {
  if (phase !== 'active') return
  phase = 'ended'
  notify.error(SESSION_EXPIRED_MESSAGE, {
    position: 'top-center',
    autoClose: 5000,
  })
  sessionExpired()
  clearClientData('expired')
  client?.clearToken()
}

/**
 * Settles a session the session frame could not vouch for (it answered
 * 'error'): a refresh of the token, made once the connection is back. Only
 * a refusal ends the session; a refresh that cannot be made now says
 * nothing, and the next check settles it.
 */
function settleByRefresh(onExpired: () => void): () => void {
  const refresh = () => {
    if (phase !== 'active' || !client?.token) return
    client.updateToken(-1).catch((error: unknown) => {
      if (isRefused(error)) onExpired()
    })
  }
  if (navigator.onLine) {
    refresh()
    return () => {}
  }
  const stop = listen(window, {
    online: () => {
      stop()
      refresh()
    },
  })
  return stop
}

/**
 * Keeps the token valid: checks every 30 s, when the tab becomes visible
 * again and when the connection comes back, that it stays valid for 30 s
 * more, refreshing it if not. Only a refusal ends the session; a refresh
 * that could not be made (offline, a waking laptop, a dropped connection)
 * is tried again at the next of those moments. Once the first page has
 * shown, the identity provider's session frame is also asked every
 * 5 s whether the session ended elsewhere (`watchSessionStatus`); when it
 * cannot tell, a refresh settles it (`settleByRefresh`). Returns a
 * function that stops watching.
 */
export function watchSession({
  intervalMs = SESSION_CHECK_INTERVAL_MS,
  minValidity = SESSION_MIN_VALIDITY_S,
  onExpired = sessionEnded,
}: {
  intervalMs?: number
  minValidity?: number
  onExpired?: () => void
} = {}): () => void {
  let checking = false
  const check = async () => {
    if (checking || phase !== 'active' || !client?.token) return
    checking = true
    try {
      await client.updateToken(minValidity)
    } catch (error) {
      if (isRefused(error)) onExpired()
    } finally {
      checking = false
    }
  }
  const handleVisibility = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const handleOnline = () => void check()
  const timer = window.setInterval(() => void check(), intervalMs)
  const stopVisibility = listen(document, {
    visibilitychange: handleVisibility,
  })
  const stopOnline = listen(window, { online: handleOnline })
  // Not needed to paint the page: the checks' code loads, and their
  // requests go, once the first page has shown and the browser is idle
  // (`whenIdle`), not while the page's own code and data are on their way.
  let isStopped = false
  let stopStatus = () => {}
  let cancelStatus = () => {}
  let cancelSettle = () => {}
  const watchStatus = async (status: SessionStatus) => {
    await new Promise<void>((idle) => (cancelStatus = whenIdle(idle)))
    const { watchSessionStatus } = await retrying(
      () => import('./session-status'),
    )
    if (isStopped) return
    stopStatus = watchSessionStatus({
      ...status.statusPages,
      question: () =>
        isSignedIn() ? `${status.clientId} ${client?.sessionId ?? ''}` : null,
      onEnded: onExpired,
      onUnsure: () => {
        cancelSettle()
        cancelSettle = settleByRefresh(onExpired)
      },
    })
  }
  if (sessionStatus) void watchStatus(sessionStatus)
  return () => {
    isStopped = true
    window.clearInterval(timer)
    stopVisibility()
    stopOnline()
    cancelStatus()
    stopStatus()
    cancelSettle()
  }
}
