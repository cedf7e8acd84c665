/** oidc-provider configured to behave like a Keycloak realm for keycloak-js. */

import { createHmac, randomBytes, randomUUID } from 'node:crypto'

import type {
  Client,
  Configuration,
  Grant,
  KoaContextWithOIDC,
  Provider,
  Token,
} from 'oidc-provider'
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js'

import type { SigningKey } from './keys'
import { logoutPage, messagePage } from './pages'
import { trackSessionCookie } from './session-cookie'
import { findUser, profileClaims } from './users'
import type { UserOptions } from './users'

export interface ProviderSettings extends UserOptions {
  issuer: string
  /** `/realms/{realm}`, where the provider is mounted. */
  realmPath: string
  clientId: string
  appOrigins: readonly string[]
  audience: string
  accessTokenTtl: number
  refreshTokenTtl: number
  signingKey: SigningKey
}

/** Keycloak's default client scopes; keycloak-js itself asks for `openid`. */
export const DEFAULT_SCOPES = ['openid', 'profile', 'email']

const HOUR = 60 * 60
/** Lifetime of a browser session, renewed whenever the browser comes back. */
const SESSION_TTL = 10 * HOUR

export const OIDC_PATH = '/protocol/openid-connect'

/** Keycloak's endpoint layout below `/realms/{realm}`. */
const routes = {
  authorization: `${OIDC_PATH}/auth`,
  token: `${OIDC_PATH}/token`,
  userinfo: `${OIDC_PATH}/userinfo`,
  jwks: `${OIDC_PATH}/certs`,
  end_session: `${OIDC_PATH}/logout`,
  pushed_authorization_request: `${OIDC_PATH}/ext/par/request`,
}

/** Keycloak-style redirect URI patterns: exact, or a prefix ending in `*`. */
function matchesPattern(uri: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('*')
      ? uri.startsWith(pattern.slice(0, -1))
      : uri === pattern,
  )
}

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url')

/** The pieces of the oidc-provider module this file needs. */
export interface OidcProviderModule {
  default: new (issuer: string, configuration: Configuration) => Provider
  errors: { InvalidTarget: new (description?: string) => Error }
}

export function createProvider(
  oidc: OidcProviderModule,
  settings: ProviderSettings,
): Provider {
  const { issuer, realmPath, clientId, appOrigins, audience } = settings
  const userOptions: UserOptions = { allowTestUsers: settings.allowTestUsers }
  // Resource indicators must be absolute URIs; the token `aud` is `audience`.
  const resource = `urn:dev-idp:resource:${audience}`
  const uriPatterns = appOrigins.map((origin) => `${origin}/*`)

  /**
   * keycloak-js never asks for consent and sends no `resource`: grant the
   * requested scopes right away (fact 8), for the OpenID scopes and the API.
   */
  async function loadExistingGrant(
    ctx: KoaContextWithOIDC,
  ): Promise<Grant | undefined> {
    const { oidc: context } = ctx
    const { client, account, session } = context
    if (!client || !account) return undefined
    const grantId =
      context.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
    const existing = grantId
      ? await context.provider.Grant.find(grantId)
      : undefined
    const grant =
      existing?.accountId === account.accountId
        ? existing
        : new context.provider.Grant({
            accountId: account.accountId,
            clientId: client.clientId,
          })
    grant.addOIDCScope([...context.requestParamOIDCScopes].join(' '))
    for (const [indicator, server] of Object.entries(context.resourceServers)) {
      const scopes = [...context.requestParamScopes].filter((scope) =>
        server.scopes.has(scope),
      )
      if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '))
    }
    await grant.save()
    return grant
  }

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: uriPatterns,
        post_logout_redirect_uris: uriPatterns,
      },
    ],
    jwks: { keys: [settings.signingKey.privateJwk] },
    cookies: {
      keys: ['dev-idp-cookie-signing-key'],
      // Cookies ignore ports: keep the names and paths apart from the app's.
      names: {
        session: 'KC_DEV_IDENTITY',
        interaction: 'KC_DEV_INTERACTION',
        resume: 'KC_DEV_RESUME',
      },
      long: { path: realmPath },
      short: { path: realmPath },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
    },
    // Fact 7: otherwise ID tokens carry only `sub` when an access token exists.
    conformIdTokenClaims: false,
    // Fact 1: only the app origins may call the token endpoint from a browser.
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    findAccount(_ctx, sub) {
      const user = findUser(sub, userOptions)
      return user && { accountId: sub, claims: () => profileClaims(user) }
    },
    loadExistingGrant,
    // Fact 9: public clients get refresh tokens without `offline_access`.
    issueRefreshToken: (_ctx, client) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Profile claims, `sid`, `azp` and `typ` in access tokens, as Keycloak.
    extraTokenClaims(_ctx, token) {
      const user = token.accountId && findUser(token.accountId, userOptions)
      if (!user) return undefined
      const { sub: _sub, ...claims } = profileClaims(user)
      return { ...claims, sid: token.sid, azp: token.clientId, typ: 'Bearer' }
    },
    interactions: {
      url: (_ctx, interaction) =>
        `${realmPath}/login-actions/authenticate/${interaction.uid}`,
    },
    discovery: {
      check_session_iframe: `${issuer}${OIDC_PATH}/login-status-iframe.html`,
    },
    features: {
      devInteractions: { enabled: false },
      // Answered by create-idp before oidc-provider sees it (fact 3); enabled
      // so discovery lists the endpoint.
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html'
          ctx.body = logoutPage(form)
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html'
          ctx.body = messagePage('Signed out', 'You have been signed out.')
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        // Refreshes carry no `resource` either: reuse the one granted.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new oidc.errors.InvalidTarget()
          return {
            scope: DEFAULT_SCOPES.join(' '),
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: settings.accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = messagePage(
        'Something went wrong',
        out.error_description ?? out.error ?? 'Unknown error',
      )
    },
    routes,
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? settings.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: settings.accessTokenTtl,
      // Sliding, like Keycloak's SSO Session Idle; ends with the session.
      RefreshToken: settings.refreshTokenTtl,
      Interaction: HOUR / 2,
      Session: SESSION_TTL,
      Grant: 10 * HOUR,
    },
  }

  const provider = new oidc.default(issuer, configuration)
  provider.proxy = false
  provider.on('server_error', (_ctx, error) => {
    console.error('[idp] server error:', error)
  })

  // Facts 5 and 6: keycloak-js sends `location.href` as redirect_uri and
  // post_logout_redirect_uri; allow Keycloak-style `origin/*` wildcards.
  const clientPrototype: Client = provider.Client.prototype
  clientPrototype.redirectUriAllowed = function (this: Client, uri: string) {
    return matchesPattern(uri, this.redirectUris)
  }
  clientPrototype.postLogoutRedirectUriAllowed = function (
    this: Client,
    uri: string,
  ) {
    return matchesPattern(uri, this.postLogoutRedirectUris)
  }
  // Fact 10: oidc-provider puts `sid` in tokens only for back-channel logout
  // clients; the client sends it to the login-status iframe.
  clientPrototype.includeSid = () => true

  // Fact 2: keycloak-js decodes the refresh token as a JWT and reads its
  // `exp`. oidc-provider stores refresh tokens by their value, so the value
  // itself becomes an HMAC-signed JWT like Keycloak's (`typ: 'Refresh'`).
  const refreshTokenKey = randomBytes(32)
  provider.RefreshToken.prototype.generateTokenId = function (this: Token) {
    const iat = Math.floor(Date.now() / 1000)
    // Pinned so the stored token expires exactly when its payload says.
    this.iat = iat
    this.exp = iat + this.expiration
    const header = base64url({ alg: 'HS256', typ: 'JWT' })
    const payload = base64url({
      exp: this.exp,
      iat,
      jti: randomUUID(),
      iss: issuer,
      aud: issuer,
      sub: this.accountId,
      typ: 'Refresh',
      azp: this.clientId,
      sid: this.sid,
      scope: this.scope,
    })
    const signature = createHmac('sha256', refreshTokenKey)
      .update(`${header}.${payload}`)
      .digest('base64url')
    return `${header}.${payload}.${signature}`
  }

  trackSessionCookie(provider, {
    realmPath,
    clientId,
    maxAge: SESSION_TTL,
    secure: new URL(issuer).protocol === 'https:',
  })

  return provider
}
