/** Request handling: the IdP's own pages, then oidc-provider for the rest. */

import type { IncomingMessage, ServerResponse } from 'node:http'

import { createLocalJWKSet, jwtVerify } from 'jose'
import type { Provider } from 'oidc-provider'

import { handleCors } from './cors'
import { readForm, sendHtml, sendJson } from './http'
import type { SigningKey } from './keys'
import {
  accountPage,
  loginPage,
  loginStatusIframe,
  loginStatusIframeVariant,
  messagePage,
  thirdPartyCookiesStep1,
  thirdPartyCookiesStep2,
} from './pages'
import { DEFAULT_SCOPES, OIDC_PATH } from './provider'
import { signedInSid } from './session-cookie'
import { authenticate, findUser, profileClaims } from './users'
import type { UserOptions } from './users'

export interface RouteSettings extends UserOptions {
  provider: Provider
  issuer: string
  realm: string
  realmPath: string
  clientId: string
  appOrigins: readonly string[]
  audience: string
  signingKey: SigningKey
  /** The variant's login-status frame, which asks the server on each check. */
  variant: boolean
}

export type RequestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>

export function createRequestHandler(settings: RouteSettings): RequestHandler {
  const { provider, issuer, realm, realmPath, clientId, appOrigins } = settings
  const idpOrigin = new URL(issuer).origin
  const userOptions: UserOptions = { allowTestUsers: settings.allowTestUsers }
  const providerCallback = provider.callback()
  const verificationKeys = createLocalJWKSet({
    keys: [settings.signingKey.publicJwk],
  })

  /** Fact 7: Keycloak adds its default client scopes to `openid`. */
  function addDefaultScopes(params: URLSearchParams) {
    const scope = params.get('scope')?.split(' ') ?? []
    if (!scope.includes('openid')) return
    params.set('scope', [...new Set([...scope, ...DEFAULT_SCOPES])].join(' '))
  }

  async function handleLogin(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ) {
    if (req.method !== 'GET' && req.method !== 'POST') {
      return sendHtml(res, 405, messagePage('Not allowed', 'Use the form.'))
    }
    const interaction = await provider
      .interactionDetails(req, res)
      .catch(() => undefined)
    if (interaction?.uid !== uid) {
      return sendHtml(
        res,
        400,
        messagePage(
          'Sign-in expired',
          'Your sign-in attempt has expired. Go back to the application and sign in again.',
        ),
      )
    }
    // Consent is granted in loadExistingGrant; only a login prompt remains.
    if (interaction.prompt.name !== 'login') {
      return provider.interactionFinished(req, res, { consent: {} })
    }

    const page = (username: string, failed: boolean) =>
      loginPage({ action: req.url ?? '', username, failed })
    const headers = { 'Content-Security-Policy': "frame-ancestors 'self'" }
    if (req.method === 'GET') {
      const hint = interaction.params.login_hint
      const username = typeof hint === 'string' ? hint : ''
      return sendHtml(res, 200, page(username, false), headers)
    }

    const form = await readForm(req)
    const username = form.get('username') ?? ''
    const password = form.get('password') ?? ''
    const user = authenticate(username, password, userOptions)
    if (!user) return sendHtml(res, 200, page(username, true), headers)
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    )
  }

  /** Whether the client exists and may ask from the origin of the page that posts to the frame. */
  function isAllowedAsker(params: URLSearchParams) {
    const origin = params.get('origin') ?? ''
    return (
      params.get('client_id') === clientId &&
      (appOrigins.includes(origin) || origin === idpOrigin)
    )
  }

  /** The frames' requests are GETs; anything else has answered 405. */
  function isGet(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') return true
    res.writeHead(405, { Allow: 'GET' }).end()
    return false
  }

  /**
   * The login-status iframe's one request, made before its first answer, as
   * Keycloak's `LoginStatusIframeEndpoint.preCheck`: 204 when the client
   * exists and the origin of the page that posts to the iframe is one of its
   * web origins (or the IdP's own), else 403 with no body. Every check after
   * it is answered in the page from the session cookie.
   */
  function handleLoginStatusInit(
    req: IncomingMessage,
    res: ServerResponse,
    params: URLSearchParams,
  ) {
    if (!isGet(req, res)) return
    const allowed = isAllowedAsker(params)
    res.writeHead(allowed ? 204 : 403, { 'Cache-Control': 'no-store' }).end()
  }

  /**
   * The variant frame's request on each check: 403 with no body where init
   * would refuse; else `{"status": "unchanged"}` while the posted sid
   * (`session_state`) is the client's sid in the browser's session, or none
   * was posted and no one is signed in, and `{"status": "changed"}`
   * otherwise: the session is gone (logout, expiry, a restart of the IdP)
   * or is another one.
   */
  async function handleLoginStatus(
    req: IncomingMessage,
    res: ServerResponse,
    params: URLSearchParams,
  ) {
    if (!isGet(req, res)) return
    if (!isAllowedAsker(params)) {
      res.writeHead(403, { 'Cache-Control': 'no-store' }).end()
      return
    }
    const session = await provider.Session.get({ req, res })
    const sid = signedInSid(session, clientId) ?? ''
    const isUnchanged = sid === (params.get('session_state') ?? '')
    sendJson(res, 200, { status: isUnchanged ? 'unchanged' : 'changed' })
  }

  /**
   * Fact 3: oidc-provider's userinfo refuses access tokens that have an
   * audience (ours are for the API), so the JWT is verified here.
   */
  async function handleUserinfo(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'POST') {
      return sendJson(res, 405, { error: 'invalid_request' })
    }
    const header = req.headers.authorization ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!token) {
      return sendJson(
        res,
        401,
        { error: 'invalid_request' },
        { 'WWW-Authenticate': `Bearer realm="${realm}"` },
      )
    }
    try {
      const { payload } = await jwtVerify(token, verificationKeys, {
        issuer,
        audience: settings.audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      })
      const user = payload.sub && findUser(payload.sub, userOptions)
      if (user) return sendJson(res, 200, profileClaims(user))
    } catch {
      // Answered with the 401 below.
    }
    return sendJson(
      res,
      401,
      { error: 'invalid_token', error_description: 'Token is not valid' },
      { 'WWW-Authenticate': `Bearer realm="${realm}", error="invalid_token"` },
    )
  }

  /** keycloak-js `accountManagement()` opens this page. */
  async function handleAccount(
    req: IncomingMessage,
    res: ServerResponse,
    params: URLSearchParams,
  ) {
    const session = await provider.Session.get({ req, res })
    const user = session.accountId
      ? findUser(session.accountId, userOptions)
      : undefined
    const referrer = params.get('referrer_uri') ?? ''
    const fromApp = appOrigins.some((origin) =>
      referrer.startsWith(`${origin}/`),
    )
    const backUrl = fromApp ? referrer : undefined
    return sendHtml(res, 200, accountPage({ user, backUrl }))
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://idp.invalid')
    if (!url.pathname.startsWith(`${realmPath}/`)) {
      const message = `The realm is at ${issuer}.`
      return sendHtml(res, 404, messagePage('Not found', message))
    }
    const path = url.pathname.slice(realmPath.length)
    if (handleCors(req, res, appOrigins)) return

    const login = /^\/login-actions\/authenticate\/([\w-]+)$/.exec(path)
    if (login?.[1]) return handleLogin(req, res, login[1])

    switch (path) {
      case `${OIDC_PATH}/3p-cookies/step1.html`:
        return sendHtml(res, 200, thirdPartyCookiesStep1)
      case `${OIDC_PATH}/3p-cookies/step2.html`:
        return sendHtml(res, 200, thirdPartyCookiesStep2)
      case `${OIDC_PATH}/login-status-iframe.html`:
        return sendHtml(
          res,
          200,
          settings.variant ? loginStatusIframeVariant : loginStatusIframe,
        )
      case `${OIDC_PATH}/login-status-iframe.html/init`:
        return handleLoginStatusInit(req, res, url.searchParams)
      case `${OIDC_PATH}/login-status-iframe.html/status`:
        if (settings.variant) {
          return handleLoginStatus(req, res, url.searchParams)
        }
        break
      case `${OIDC_PATH}/userinfo`:
        return handleUserinfo(req, res)
      case '/account':
      case '/account/':
        return handleAccount(req, res, url.searchParams)
      case `${OIDC_PATH}/auth`:
        addDefaultScopes(url.searchParams)
        break
    }

    // Mounted the way Express does it: oidc-provider routes the path below
    // the realm and builds its URLs with `baseUrl` in front.
    Object.assign(req, { baseUrl: realmPath })
    req.url = `${path}${url.search}`
    await providerCallback(req, res)
  }
}
