import Keycloak from 'keycloak-js'

import { notify } from '@/lib/toast'
import { sessionExpired } from '@/stores/session-store'
import type { UserClaims } from '@/types/user'

import type { AppConfig } from './config'

/** The part of a keycloak-js instance the app relies on; tests pass a fake. */
export interface AuthClient {
  authenticated?: boolean
  token?: string
  tokenParsed?: object
  idTokenParsed?: object
  updateToken(minValidity: number): Promise<boolean>
  login(options?: { redirectUri?: string }): Promise<void>
  logout(options?: { redirectUri?: string }): Promise<void>
  clearToken(): void
}

/** SPEC.md §4: the token is checked every 30 s and kept valid 30 s ahead. */
export const SESSION_CHECK_INTERVAL_MS = 30_000
export const SESSION_MIN_VALIDITY_S = 30
/** keycloak-js's own default margin before a call (SPEC.md §9). */
const CALL_MIN_VALIDITY_S = 5

export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or is invalid. Logging you out.'

let client: AuthClient | null = null
const signOutListeners = new Set<() => void>()

const appRoot = () =>
  new URL(import.meta.env.BASE_URL, window.location.origin).href

/** Creates the keycloak-js client and checks for an existing SSO session. */
export async function initAuth(config: AppConfig['auth']): Promise<void> {
  const keycloak = new Keycloak({
    url: config.url,
    realm: config.realm,
    clientId: config.clientId,
  })
  await keycloak.init({
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    silentCheckSsoRedirectUri: `${appRoot()}silent-check-sso.html`,
    checkLoginIframe: true,
  })
  client = keycloak
}

/** Replaces the client (tests, or a custom sign-in). */
export function setAuthClient(next: AuthClient | null): void {
  client = next
}

export const isSignedIn = () => Boolean(client?.authenticated && client.token)

export function getUserClaims(): UserClaims | null {
  if (!isSignedIn()) return null
  return (client?.idTokenParsed ??
    client?.tokenParsed ??
    null) as UserClaims | null
}

/** Runs when the app signs out, so it can drop patients, projects and stores. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener)
  return () => signOutListeners.delete(listener)
}

function clearClientData() {
  for (const listener of signOutListeners) listener()
}

/**
 * A valid access token for an API call, refreshed first when it expires
 * within 5 s. Null when signed out or when the refresh failed.
 */
export async function getFreshToken(): Promise<string | null> {
  if (!client?.token) return null
  try {
    await client.updateToken(CALL_MIN_VALIDITY_S)
  } catch {
    // keycloak-js clears the token when the IdP answers the refresh with 400:
    // every route needs sign-in, so log in again (SPEC.md §4).
    if (!client.token) void login()
  }
  return client.token ?? null
}

/** Forces a refresh after the API answered 401; false when it failed. */
export async function forceTokenRefresh(): Promise<boolean> {
  if (!client?.token) return false
  try {
    await client.updateToken(-1)
    return Boolean(client.token)
  } catch {
    return false
  }
}

let pendingLogin: Promise<void> | null = null

/**
 * Starts a login redirect. Loaders of one navigation may all ask at once; the
 * first call wins, so the identity provider sees a single request.
 */
export function login(redirectUri?: string): Promise<void> {
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

/** Clears the app's data, ends the identity provider session and returns to the site root. */
export async function logout(): Promise<void> {
  clearClientData()
  if (!client) {
    notify.error('Logout service unavailable.')
    return
  }
  try {
    await client.logout({ redirectUri: appRoot() })
  } catch {
    notify.error('Logout failed. Please try again.')
  }
}

/**
 * SPEC.md §4: a failed refresh means the session is over. The toast and the
 * Session Expired dialog tell the user; the app's data and the token are
 * dropped at once, and the dialog's Log In button starts a new login.
 */
export function expireSession(): void {
  notify.error(SESSION_EXPIRED_MESSAGE, {
    position: 'top-center',
    autoClose: 5000,
  })
  sessionExpired()
  clearClientData()
  client?.clearToken()
}

/**
 * Keeps the token valid: checks every 30 s, and when the tab becomes
 * visible again, that it stays valid for 30 s more, refreshing it if not.
 * Returns a function that stops watching.
 */
export function watchSession({
  intervalMs = SESSION_CHECK_INTERVAL_MS,
  minValidity = SESSION_MIN_VALIDITY_S,
  onExpired = expireSession,
}: {
  intervalMs?: number
  minValidity?: number
  onExpired?: () => void
} = {}): () => void {
  let checking = false
  const check = async () => {
    if (checking || !client?.token) return
    checking = true
    try {
      await client.updateToken(minValidity)
    } catch {
      onExpired()
    } finally {
      checking = false
    }
  }
  const handleVisibility = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const timer = window.setInterval(() => void check(), intervalMs)
  document.addEventListener('visibilitychange', handleVisibility)
  return () => {
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', handleVisibility)
  }
}
