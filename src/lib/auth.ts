import { t } from '@lingui/core/macro'

import { whenIdle } from '@/lib/idle'
import { retrying } from '@/lib/lazy-code'
import { listen } from '@/lib/listen'
import { notify } from '@/lib/toast'
import { sessionExpired } from '@/stores/session-store'
import type { UserClaims } from '@/types/user'

import { appRoot, type SignIn } from './sign-in'

/** The part of a keycloak-js instance the app relies on; tests pass a fake. */
export interface AuthClient {
  authenticated?: boolean
  token?: string
  tokenParsed?: object
  idTokenParsed?: object
  /** The identity provider's session (the token's `sid`). */
  sessionId?: string
  /** Called by keycloak-js whenever it drops the token itself. */
  onAuthLogout?: () => void
  updateToken(minValidity: number): Promise<boolean>
  login(options?: { redirectUri?: string }): Promise<void>
  logout(options?: { redirectUri?: string }): Promise<void>
  clearToken(): void
}

type SessionStatus = Pick<SignIn, 'clientId' | 'statusPages'>

let client: AuthClient | null = null
/** Null without an identity provider to ask (tests). */
let sessionStatus: SessionStatus | null = null
/** 'ended' (the identity provider said no) and 'signing-out' last until a page load. */
let phase: 'active' | 'ended' | 'signing-out' = 'active'
const signOutListeners = new Set<(reason: SignOutReason) => void>()

export type SignOutReason = 'logout' | 'expired'

/** Replaces the client (tests, a custom sign-in); `status` lets `watchSession` ask the session frame. */
export function setAuthClient(
  next: AuthClient | null,
  status?: SessionStatus,
): void {
  client = next
  sessionStatus = status ?? null
  phase = 'active'
  // keycloak-js drops the token when the identity provider refuses a refresh.
  if (next) next.onAuthLogout = sessionEnded
}

export const isSignedIn = () =>
  phase === 'active' && Boolean(client?.authenticated && client.token)

export const getUserClaims = () =>
  (isSignedIn()
    ? (client?.idTokenParsed ?? client?.tokenParsed ?? null)
    : null) as UserClaims | null

/** Runs when the app drops the person's data: on logout and when the session ends. */
export function onSignOut(
  listener: (reason: SignOutReason) => void,
): () => void {
  signOutListeners.add(listener)
  return () => signOutListeners.delete(listener)
}

/** A definite no: keycloak-js dropped the token, or the refresh was answered 400 or 401 (not offline, not a 5xx). */
function isRefused(error: unknown): boolean {
  if (!client?.token) return true
  const response = (error as { response?: unknown } | undefined)?.response
  return response instanceof Response && [400, 401].includes(response.status)
}

/** The token could not be refreshed right now (offline, identity provider unreachable); later it may. */
export class SessionUnavailableError extends Error {
  override readonly name = 'SessionUnavailableError'
  constructor() {
    super(t`Could not reach the sign-in service. Please check your connection.`)
  }
}

/** The token valid `minValidity` s more (-1: refreshed now); null when signed out or refused. */
async function validToken(
  minValidity: number,
  { onRefused = sessionEnded, orThrow = false } = {},
) {
  if (phase !== 'active' || !client?.token) return null
  try {
    await client.updateToken(minValidity)
  } catch (error) {
    if (isRefused(error)) {
      onRefused()
      return null
    }
    if (orThrow) throw new SessionUnavailableError()
  }
  return phase === 'active' ? (client.token ?? null) : null
}

/** A token for an API call (valid 5 s more, keycloak-js's default); the API's 401 tells when it no longer is. */
export const getFreshToken = (): Promise<string | null> => validToken(5)

/** After the API answered 401: a token refreshed at once, or `SessionUnavailableError`. */
export const refreshAfterUnauthorized = (): Promise<string | null> =>
  validToken(-1, { orThrow: true })

let pendingLogin: Promise<void> | null = null

/** One login redirect however many loaders ask; none while logging out, whose redirect wins. */
export function login(redirectUri?: string): Promise<void> {
  if (phase === 'signing-out') return Promise.resolve()
  pendingLogin ??= (async () => {
    if (!client) return notify.error(t`Login service unavailable.`)
    try {
      await client.login(redirectUri ? { redirectUri } : undefined)
    } catch {
      notify.error(t`Login failed. Please try again.`)
    }
  })().finally(() => {
    pendingLogin = null
  })
  return pendingLogin
}

/** Logs out (the app's data and drafts go first), once however often pressed. */
export async function logout(): Promise<void> {
  if (phase === 'signing-out') return
  if (!client) return notify.error(t`Logout service unavailable.`)
  phase = 'signing-out'
  signOutListeners.forEach((listener) => listener('logout'))
  try {
    await client.logout({ redirectUri: appRoot() })
  } catch {
    // Still signed in at the identity provider: the app carries on signed in.
    phase = 'active'
    notify.error(t`Logout failed. Please try again.`)
  }
}

/** The session is over: the person is told, the app's data and the token go; once however many requests noticed. */
export function sessionEnded(): void {
  if (phase !== 'active') return
  phase = 'ended'
  notify.error(t`Your session has expired or is invalid. Logging you out.`, {
    position: 'top-center',
    autoClose: 5000,
  })
  sessionExpired()
  signOutListeners.forEach((listener) => listener('expired'))
  client?.clearToken()
}

/**
 * Keeps the token valid (every 30 s, on showing the tab, back online): only a refusal ends
 * the session, a failed refresh waits for the next check. Once idle, asks the session frame.
 */
export function watchSession({
  intervalMs = 30_000,
  minValidity = 30,
  onExpired = sessionEnded,
}: {
  intervalMs?: number
  minValidity?: number
  onExpired?: () => void
} = {}): () => void {
  let checking = false
  const check = () => {
    if (checking) return
    checking = true
    void validToken(minValidity, { onRefused: onExpired }).finally(() => {
      checking = false
    })
  }
  const timer = window.setInterval(check, intervalMs)
  const stopVisibility = listen(document, {
    visibilitychange: () => {
      if (document.visibilityState === 'visible') check()
    },
  })
  const stopOnline = listen(window, { online: check })
  let isStopped = false
  let stopStatus = () => {}
  let cancelSettle = () => {}
  const settle = () => void validToken(-1, { onRefused: onExpired })
  const status = sessionStatus
  const cancelStatus = status
    ? whenIdle(async () => {
        const { watchSessionStatus } = await retrying(
          () => import('./session-status'),
        )
        if (isStopped) return
        stopStatus = watchSessionStatus({
          ...status.statusPages,
          question: () =>
            isSignedIn()
              ? `${status.clientId} ${client?.sessionId ?? ''}`
              : null,
          onEnded: onExpired,
          // The frame could not tell ('error'): a refresh settles it, once online.
          onUnsure: () => {
            cancelSettle()
            cancelSettle = () => {}
            if (navigator.onLine) settle()
            else
              cancelSettle = listen(window, {
                online: () => {
                  cancelSettle()
                  settle()
                },
              })
          },
        })
      })
    : () => {}
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
