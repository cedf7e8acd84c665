import Keycloak from 'keycloak-js'

import type { AppConfig } from './config'
import type { SessionStatusPages } from './session-status'

/** The app's root URL, where the identity provider sends the person back. */
export const appRoot = () =>
  new URL(import.meta.env.BASE_URL, window.location.origin).href

/** Connections ahead to the API and the identity provider (frames and fetches use separate ones). */
export function preconnect(apiUrl: string, authUrl: string): void {
  const links: [string, string | null][] = [
    [apiUrl, 'anonymous'],
    [authUrl, null],
    [authUrl, 'anonymous'],
  ]
  for (const [href, crossOrigin] of links) {
    const link = document.createElement('link')
    link.rel = 'preconnect'
    link.href = new URL(href).origin
    if (crossOrigin) link.crossOrigin = crossOrigin
    document.head.append(link)
  }
}

export interface SignIn {
  keycloak: Keycloak
  clientId: string
  statusPages: SessionStatusPages
}

/** keycloak-js and its SSO check; given the endpoints, no cookie check or session frame before every page. */
export async function signIn({
  url,
  realm,
  clientId,
}: AppConfig['auth']): Promise<SignIn> {
  // Keycloak's URL layout.
  const base = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`
  const statusUrl = `${base}/login-status-iframe.html`
  const keycloak = new Keycloak({
    clientId,
    oidcProvider: {
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
      userinfo_endpoint: `${base}/userinfo`,
      check_session_iframe: statusUrl,
    },
  })
  let timer: number | undefined
  // keycloak-js waits for the silent check's frame without a limit; 15 s
  // leaves a slow 3G connection its three requests.
  const timedOut = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new Error('The identity provider did not answer.')),
      15_000,
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
  const statusPages = {
    cookieCheckUrl: `${base}/3p-cookies/step1.html`,
    statusUrl,
  }
  return { keycloak, clientId, statusPages }
}
