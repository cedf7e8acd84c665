import Keycloak from 'keycloak-js'

import type { AppConfig } from './config'
import type { SessionStatusPages } from './session-status'

/** The app's root URL, where the identity provider sends the person back. */
export const appRoot = () =>
  new URL(import.meta.env.BASE_URL, window.location.origin).href

/**
 * How long sign-in at start-up may take before the identity provider counts
 * as unreachable. keycloak-js waits for the silent check's frame without a
 * limit, and a frame of a server that cannot be reached never answers; 15 s
 * leaves a slow 3G connection (about 2 s a request) its three requests.
 */
const SIGN_IN_TIMEOUT_MS = 15_000

/** The identity provider's OpenID Connect endpoints, in Keycloak's URL layout. */
function oidcEndpoints({ url, realm }: AppConfig['auth']) {
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`
  const statusUrl = `${base}/login-status-iframe.html`
  return {
    provider: {
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
      userinfo_endpoint: `${base}/userinfo`,
      check_session_iframe: statusUrl,
    },
    statusPages: { cookieCheckUrl: `${base}/3p-cookies/step1.html`, statusUrl },
  }
}

/** A signed-in (or not) keycloak-js client and where its session is checked. */
export interface SignIn {
  keycloak: Keycloak
  clientId: string
  statusPages: SessionStatusPages
}

/**
 * Creates the keycloak-js client and checks for an existing SSO session:
 * the silent check-sso page in a hidden frame, then the token. Given the
 * endpoints rather than the realm, keycloak-js skips its third-party cookie
 * check, and with `checkLoginIframe: false` its session frame: four
 * requests in sequence before every page. `watchSession` runs both checks
 * once the page has shown. Where a frame of the identity provider cannot
 * use its cookies, the silent check answers 'not signed in' and the route
 * starts a login redirect, which signs in from the provider's session.
 * Rejects when sign-in fails or has not finished within 15 s.
 */
export async function signIn(config: AppConfig['auth']): Promise<SignIn> {
  const endpoints = oidcEndpoints(config)
  const keycloak = new Keycloak({
    clientId: config.clientId,
    oidcProvider: endpoints.provider,
  })
  let timer: number | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new Error('The identity provider did not answer.')),
      SIGN_IN_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([
      keycloak.init({
        onLoad: 'check-sso',
        pkceMethod: 'S256',
        silentCheckSsoRedirectUri: `${appRoot()}silent-check-sso.html`,
        checkLoginIframe: false,
      }),
      timedOut,
    ])
  } finally {
    window.clearTimeout(timer)
  }
  return {
    keycloak,
    clientId: config.clientId,
    statusPages: endpoints.statusPages,
  }
}
