import { vi, type Mock } from 'vitest'

import { setAuthClient, type AuthClient } from '@/lib/auth'
import { setConfig, type AppConfig } from '@/lib/config'
import { DEMO_USER } from '@mocks/idp/users'
import { signTestToken } from '@mocks/testing/test-tokens'

export const TEST_API_URL = 'http://localhost:8181'

const testConfig: AppConfig = {
  apiUrl: TEST_API_URL,
  auth: { url: 'http://localhost:8180', realm: 'dev', clientId: 'web' },
  debug: false,
  contentLanguage: 'en',
}

/** The tests' config.json, with what a test changes. */
export const buildTestConfig = (
  overrides: Partial<AppConfig> = {},
): AppConfig => ({ ...testConfig, ...overrides })

/** Makes the app read the tests' config.json, with what a test changes. */
export function installTestConfig(overrides: Partial<AppConfig> = {}) {
  setConfig(buildTestConfig(overrides))
}

export interface FakeAuthClient extends AuthClient {
  updateToken: Mock<AuthClient['updateToken']>
  login: Mock<AuthClient['login']>
  logout: Mock<AuthClient['logout']>
  clearToken: Mock<AuthClient['clearToken']>
}

/**
 * A signed-in auth client whose token the API stand-in accepts (signed with
 * the tests' local key, not the IdP's). Its methods are spies; like
 * keycloak-js, `clearToken()` drops the token and calls `onAuthLogout`.
 */
export async function createFakeAuthClient(
  user: { sub: string; name?: string; email?: string } = DEMO_USER,
): Promise<FakeAuthClient> {
  const token = await signTestToken({ sub: user.sub })
  const claims = { sub: user.sub, name: user.name, email: user.email }
  const client: FakeAuthClient = {
    authenticated: true,
    token,
    tokenParsed: claims,
    idTokenParsed: claims,
    updateToken: vi.fn(async () => false),
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    clearToken: vi.fn(() => {
      if (!client.token) return
      client.token = undefined
      client.authenticated = false
      client.onAuthLogout?.()
    }),
  }
  return client
}

export async function installTestAuth(
  user?: Parameters<typeof createFakeAuthClient>[0],
) {
  const client = await createFakeAuthClient(user)
  setAuthClient(client)
  return client
}

/**
 * What keycloak-js does when the identity provider answers a refresh with
 * `status` (400: the refresh token is no longer valid): it drops the token,
 * which calls `onAuthLogout`, then rejects with an error carrying the response.
 */
export function refusedRefresh(client: FakeAuthClient, status = 400) {
  if (status === 400) client.clearToken()
  return Object.assign(new Error('Server responded with an invalid status.'), {
    response: new Response(null, { status }),
  })
}
