const init = vi.fn<(options: object) => Promise<boolean>>()
const constructed: object[] = []

/** keycloak-js as far as `signIn` uses it; `init` answers as the test says. */
class FakeKeycloak {
  authenticated = false
  token: string | undefined
  constructor(config: object) {
    constructed.push(config)
  }
  init = async (options: object) => {
    const authenticated = await init(options)
    this.authenticated = authenticated
    this.token = authenticated ? 'token' : undefined
    return authenticated
  }
}

/** The sign-in module afresh, built on the fake (the test setup loaded the real one). */
async function loadSignIn() {
  vi.resetModules()
  vi.doMock('keycloak-js', () => ({ default: FakeKeycloak }))
  return import('./sign-in')
}

const CONFIG = { url: 'http://idp.example/', realm: 'dev', clientId: 'web' }
const OIDC = 'http://idp.example/realms/dev/protocol/openid-connect'

beforeEach(() => {
  constructed.length = 0
  init.mockReset()
})

afterEach(() => {
  vi.doUnmock('keycloak-js')
  vi.useRealTimers()
})

test('signs in with the endpoints of Keycloak’s layout and the silent check alone', async () => {
  const { signIn } = await loadSignIn()
  init.mockResolvedValue(true)
  const session = await signIn(CONFIG)
  expect(constructed).toEqual([
    {
      clientId: 'web',
      oidcProvider: {
        authorization_endpoint: `${OIDC}/auth`,
        token_endpoint: `${OIDC}/token`,
        end_session_endpoint: `${OIDC}/logout`,
        userinfo_endpoint: `${OIDC}/userinfo`,
        check_session_iframe: `${OIDC}/login-status-iframe.html`,
      },
    },
  ])
  expect(init).toHaveBeenCalledExactlyOnceWith({
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
    checkLoginIframe: false,
  })
  expect(session).toEqual({
    keycloak: expect.objectContaining({ authenticated: true, token: 'token' }),
    clientId: 'web',
    statusPages: {
      cookieCheckUrl: `${OIDC}/3p-cookies/step1.html`,
      statusUrl: `${OIDC}/login-status-iframe.html`,
    },
  })
})

test('an identity provider that never answers fails the start-up after 15 s', async () => {
  const { signIn } = await loadSignIn()
  vi.useFakeTimers()
  init.mockReturnValue(new Promise(() => {}))
  const started = signIn(CONFIG)
  const settled = vi.fn()
  started.then(settled, settled)
  await vi.advanceTimersByTimeAsync(14_999)
  expect(settled).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await expect(started).rejects.toThrow('The identity provider did not answer.')
})

test('a sign-in that fails at once fails the start-up at once', async () => {
  const { signIn } = await loadSignIn()
  init.mockRejectedValue(new Error('Failed to fetch'))
  await expect(signIn(CONFIG)).rejects.toThrow('Failed to fetch')
})

test('connects ahead to the API, and to the identity provider for frames and for fetches', async () => {
  const { preconnect } = await loadSignIn()
  preconnect('https://api.example.org/v1', 'https://id.example.org/auth')
  const links = [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]'),
  ].map((link) => [link.getAttribute('href'), link.crossOrigin])
  expect(links).toEqual([
    ['https://api.example.org', 'anonymous'],
    ['https://id.example.org', null],
    ['https://id.example.org', 'anonymous'],
  ])
})
