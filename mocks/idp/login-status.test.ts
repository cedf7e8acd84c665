// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto'
import { runInNewContext } from 'node:vm'

import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createIdp } from './create-idp'
import type { Idp } from './create-idp'
import { DEMO_USER } from './users'

const APP = 'http://localhost:5173'

interface Credentials {
  email: string
  password: string
}

const TEST_USER: Credentials = {
  email: 'e2e-login-status@example.com',
  password: 'demo',
}

interface Realm {
  idp: Idp
  clientId: string
  /** `{issuer}/protocol/openid-connect`. */
  oidc: string
  iframe: string
}

async function startRealm(
  realm: string,
  clientId: string,
  variant = false,
): Promise<Realm> {
  const idp = await createIdp({
    port: 0,
    keyFile: false,
    realm,
    clientId,
    appOrigins: [APP],
    allowTestUsers: true,
    variant,
  })
  const oidc = `${idp.issuer}/protocol/openid-connect`
  return { idp, clientId, oidc, iframe: `${oidc}/login-status-iframe.html` }
}

let dev: Realm
let clinic: Realm
/** The variant IdP (`--variant`), whose frame asks the server on each check. */
let variant: Realm

beforeAll(async () => {
  ;[dev, clinic, variant] = await Promise.all([
    startRealm('dev', 'web'),
    startRealm('clinic', 'health-web'),
    startRealm('clinic', 'health-web', true),
  ])
})

afterAll(() =>
  Promise.all([dev.idp.close(), clinic.idp.close(), variant.idp.close()]),
)

const hash = (value: string) =>
  createHash('sha256').update(value).digest('base64url')

interface Cookie {
  value: string
  path: string
}

/** The browser's part: keeps cookies by name and sends those in path. */
class Browser {
  cookies = new Map<string, Cookie>()
  /** Every Set-Cookie header of KEYCLOAK_SESSION received, in order. */
  sessionCookieHeaders: string[] = []

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url)
    const cookie = [...this.cookies]
      .filter(([, { path }]) => pathname.startsWith(path))
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ')
    const headers = new Headers(init.headers)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const header of response.headers.getSetCookie()) this.store(header)
    return response
  }

  private store(header: string) {
    const [pair = '', ...attributes] = header.split(';').map((s) => s.trim())
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    if (name === 'KEYCLOAK_SESSION') this.sessionCookieHeaders.push(header)
    const attribute = (key: string) =>
      attributes
        .find((a) => a.toLowerCase().startsWith(`${key}=`))
        ?.slice(key.length + 1)
    const maxAge = attribute('max-age')
    const expires = attribute('expires')
    const expired =
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (expires !== undefined && Date.parse(expires) <= Date.now())
    if (expired) this.cookies.delete(name)
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' })
  }

  /**
   * Follows redirects and submits the IdP's pages (the login form, and the
   * forms that submit themselves) until it is sent back to the app.
   */
  async browse(url: string, user: Credentials = DEMO_USER): Promise<URL> {
    let response = await this.request(url)
    for (let step = 0; step < 20; step++) {
      const location = response.headers.get('Location')
      if (location) {
        const next = new URL(location, response.url || url)
        if (next.origin === APP) return next
        response = await this.request(next.href)
        continue
      }
      const html = await response.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      if (response.status !== 200 || !action) {
        throw new Error(`Unexpected page (${response.status}): ${html}`)
      }
      const form = new URLSearchParams()
      for (const [, name = '', value = ''] of html.matchAll(
        /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
      )) {
        form.set(name, value)
      }
      if (html.includes('id="kc-form-login"')) {
        form.set('username', user.email)
        form.set('password', user.password)
      }
      response = await this.request(
        new URL(action.replaceAll('&amp;', '&'), response.url || url).href,
        { method: 'POST', body: form },
      )
    }
    throw new Error('Too many steps')
  }

  get sessionCookie() {
    return this.cookies.get('KEYCLOAK_SESSION')?.value
  }
}

function authorizationUrl(realm: Realm, params: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    client_id: realm.clientId,
    redirect_uri: `${APP}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: hash(verifier),
    code_challenge_method: 'S256',
    ...params,
  })
  return { url: `${realm.oidc}/auth?${query}`, verifier }
}

/** Signs in the way keycloak-js does and returns the tokens. */
async function signIn(
  browser: Browser,
  realm: Realm,
  user: Credentials = DEMO_USER,
  params: Record<string, string> = {},
) {
  const { url, verifier } = authorizationUrl(realm, params)
  const back = await browser.browse(url, user)
  const code = new URLSearchParams(back.hash.slice(1)).get('code')
  expect(code).toBeTruthy()
  const response = await fetch(`${realm.oidc}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: `${APP}/`,
      client_id: realm.clientId,
      code_verifier: verifier,
    }),
  })
  expect(response.status).toBe(200)
  const tokens = (await response.json()) as {
    access_token: string
    id_token: string
  }
  const sid = decodeJwt(tokens.access_token).sid
  expect(typeof sid).toBe('string')
  expect(decodeJwt(tokens.id_token).sid).toBe(sid)
  return { ...tokens, sid: String(sid) }
}

/** keycloak-js `logout()`: the end-session endpoint with `id_token_hint`. */
async function signOut(browser: Browser, realm: Realm, idToken: string) {
  const query = new URLSearchParams({
    client_id: realm.clientId,
    post_logout_redirect_uri: `${APP}/`,
    id_token_hint: idToken,
  })
  const back = await browser.browse(`${realm.oidc}/logout?${query}`)
  expect(back.href).toBe(`${APP}/`)
}

describe('login-status iframe', () => {
  test('the page reads the KEYCLOAK_SESSION cookie and asks the server only at init', async () => {
    const response = await fetch(dev.iframe)

    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain("'KEYCLOAK_SESSION'")
    expect(html).toContain("location.pathname + '/init'")
    expect(html.match(/fetch\(/g)).toHaveLength(1)
  })

  test('init answers 204 for the client from an app origin or the IdP itself', async () => {
    for (const origin of [APP, new URL(dev.idp.url).origin]) {
      const query = new URLSearchParams({ client_id: 'web', origin })
      const response = await fetch(`${dev.iframe}/init?${query}`)

      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
    }
  })

  test('init answers 403 for another origin, another client or missing parameters', async () => {
    const refused: Record<string, string>[] = [
      { client_id: 'web', origin: 'http://localhost:9999' },
      { client_id: 'web', origin: 'https://evil.example' },
      { client_id: 'other', origin: APP },
      { client_id: 'health-web', origin: APP },
      { client_id: 'web' },
      { origin: APP },
      {},
    ]
    for (const params of refused) {
      const response = await fetch(
        `${dev.iframe}/init?${new URLSearchParams(params)}`,
      )

      expect(response.status, JSON.stringify(params)).toBe(403)
      expect(await response.text()).toBe('')
    }
  })

  test('init only answers GET', async () => {
    const query = new URLSearchParams({ client_id: 'web', origin: APP })
    const response = await fetch(`${dev.iframe}/init?${query}`, {
      method: 'POST',
    })

    expect(response.status).toBe(405)
  })

  test('there is no status endpoint to ask on every check', async () => {
    const query = new URLSearchParams({
      client_id: 'web',
      origin: APP,
      session_state: 'x',
    })
    const response = await fetch(`${dev.iframe}/status?${query}`)

    expect(response.status).toBe(404)
  })
})

describe('KEYCLOAK_SESSION cookie', () => {
  test('sign-in sets it to the hash of the sid keycloak-js posts, readable by scripts, on the realm path', async () => {
    const browser = new Browser()

    const { sid } = await signIn(browser, dev)

    expect(browser.sessionCookie).toBe(hash(sid))
    const header = browser.sessionCookieHeaders.at(-1) ?? ''
    expect(header).toMatch(/^KEYCLOAK_SESSION=[\w-]{43}; /)
    expect(header).toContain('; Path=/realms/dev/;')
    expect(header).toContain('; Max-Age=36000;')
    expect(header).toContain('; SameSite=Lax')
    expect(header.toLowerCase()).not.toContain('httponly')
    expect(header.toLowerCase()).not.toContain('secure')
  })

  test('silent check-sso keeps it while the session lasts', async () => {
    const browser = new Browser()
    const { sid } = await signIn(browser, dev)

    const again = await signIn(browser, dev, DEMO_USER, { prompt: 'none' })

    expect(again.sid).toBe(sid)
    expect(browser.sessionCookie).toBe(hash(sid))
  })

  test('logout through the end-session endpoint expires it', async () => {
    const browser = new Browser()
    const { id_token } = await signIn(browser, dev)
    expect(browser.sessionCookie).toBeDefined()

    await signOut(browser, dev, id_token)

    expect(browser.sessionCookie).toBeUndefined()
    expect(browser.sessionCookieHeaders.at(-1)).toMatch(
      /^KEYCLOAK_SESSION=; Path=\/realms\/dev\/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT;/,
    )
    // The IdP session is gone: silent check-sso finds no one signed in.
    const { url } = authorizationUrl(dev, { prompt: 'none' })
    const back = await browser.browse(url)
    expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe(
      'login_required',
    )
  })

  test('a sign-in as another user replaces it', async () => {
    const browser = new Browser()
    const first = await signIn(browser, dev)
    const before = browser.sessionCookie

    const second = await signIn(browser, dev, TEST_USER, { prompt: 'login' })

    expect(decodeJwt(second.access_token).sub).toBe('e2e-login-status')
    expect(second.sid).not.toBe(first.sid)
    expect(browser.sessionCookie).toBe(hash(second.sid))
    expect(browser.sessionCookie).not.toBe(before)
  })

  test('an authorization request that finds no session expires a stale one', async () => {
    const browser = new Browser()
    browser.cookies.set('KEYCLOAK_SESSION', {
      value: hash('ended'),
      path: '/realms/dev/',
    })

    const { url } = authorizationUrl(dev, { prompt: 'none' })
    const back = await browser.browse(url)

    expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe(
      'login_required',
    )
    expect(browser.sessionCookie).toBeUndefined()
  })
})

test('another realm and client: its own init answers and a cookie on its realm path', async () => {
  const allowed = new URLSearchParams({ client_id: 'health-web', origin: APP })
  const refused = new URLSearchParams({ client_id: 'web', origin: APP })
  expect((await fetch(`${clinic.iframe}/init?${allowed}`)).status).toBe(204)
  expect((await fetch(`${clinic.iframe}/init?${refused}`)).status).toBe(403)

  const browser = new Browser()
  const { sid, id_token } = await signIn(browser, clinic)
  expect(browser.sessionCookie).toBe(hash(sid))
  expect(browser.sessionCookieHeaders.at(-1)).toContain(
    '; Path=/realms/clinic/;',
  )

  await signOut(browser, clinic, id_token)
  expect(browser.sessionCookie).toBeUndefined()
})

describe('the variant IdP’s login-status iframe', () => {
  /** Asks the variant's status endpoint as its frame does, in `browser`. */
  const askServer = (
    browser: Browser,
    sid: string,
    params: Record<string, string> = {},
  ) =>
    browser.request(
      `${variant.iframe}/status?${new URLSearchParams({
        client_id: variant.clientId,
        origin: APP,
        session_state: sid,
        ...params,
      })}`,
    )

  const answerOf = async (response: Response) => {
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    return ((await response.json()) as { status: string }).status
  }

  type Listener = (event: {
    data: unknown
    origin: string
    source: { postMessage: (answer: unknown) => void }
  }) => void

  /**
   * The frame's script in a context of its own, standing in for its window
   * (no storage access API: access is granted), its requests made by
   * `fetch`; `ask` posts a question the way the app's window does and
   * resolves with the frame's answer.
   */
  async function openFrame(fetch: typeof globalThis.fetch) {
    const html = await (await globalThis.fetch(variant.iframe)).text()
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
    const listeners: Listener[] = []
    const window = {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'message') listeners.push(listener)
      },
    }
    const location = new URL(variant.iframe)
    runInNewContext(script, { window, document: {}, location, URL, fetch })
    return (question: string) =>
      new Promise<unknown>((resolve) => {
        const source = { postMessage: resolve }
        for (const listener of listeners) {
          listener({ data: question, origin: APP, source })
        }
      })
  }

  test('the page asks the server on each check, with no init and no cookie read', async () => {
    const html = await (await fetch(variant.iframe)).text()

    expect(html).toContain("location.pathname + '/status'")
    expect(html).not.toContain('/init')
    expect(html).not.toContain('KEYCLOAK_SESSION')
    expect(html.match(/fetch\(/g)).toHaveLength(1)
  })

  test('the server says unchanged while the posted sid is the session’s, changed for another or once it has ended', async () => {
    const browser = new Browser()
    expect(await answerOf(await askServer(browser, ''))).toBe('unchanged')
    const { sid, id_token } = await signIn(browser, variant)

    expect(await answerOf(await askServer(browser, sid))).toBe('unchanged')
    expect(await answerOf(await askServer(browser, 'another'))).toBe('changed')
    expect(await answerOf(await askServer(browser, ''))).toBe('changed')
    expect(await answerOf(await askServer(new Browser(), sid))).toBe('changed')

    await signOut(browser, variant, id_token)
    expect(await answerOf(await askServer(browser, sid))).toBe('changed')
  })

  test('the server refuses another client or origin with a 403, and anything but GET', async () => {
    const browser = new Browser()
    const refused: Record<string, string>[] = [
      { client_id: 'web' },
      { origin: 'https://evil.example' },
    ]
    for (const params of refused) {
      const response = await askServer(browser, 'x', params)
      expect(response.status, JSON.stringify(params)).toBe(403)
      expect(await response.text()).toBe('')
    }
    const post = await browser.request(`${variant.iframe}/status`, {
      method: 'POST',
    })
    expect(post.status).toBe(405)
  })

  test('the frame answers each question from a request of its own: unchanged, changed, and error when the request fails', async () => {
    const browser = new Browser()
    const { sid, id_token } = await signIn(browser, variant)
    let isOffline = false
    const requests: string[] = []
    const ask = await openFrame(async (input) => {
      requests.push(String(input))
      if (isOffline) throw new TypeError('Failed to fetch')
      return browser.request(String(input))
    })

    expect(await ask(`health-web ${sid}`)).toBe('unchanged')
    expect(await ask(`health-web ${sid}`)).toBe('unchanged')
    isOffline = true
    expect(await ask(`health-web ${sid}`)).toBe('error')
    isOffline = false
    expect(await ask(`health-web ${sid}`)).toBe('unchanged')
    await signOut(browser, variant, id_token)
    expect(await ask(`health-web ${sid}`)).toBe('changed')
    expect(await ask('web x')).toBe('error')

    expect(requests).toHaveLength(6)
    for (const request of requests) {
      expect(request.startsWith(`${variant.iframe}/status?`)).toBe(true)
    }
  })
})
