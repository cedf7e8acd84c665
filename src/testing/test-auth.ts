import { vi, type Mock } from 'vitest'

import { setAuthClient, type AuthClient } from '@/lib/auth'
import { setConfig, type AppConfig } from '@/lib/config'

import { DEMO_USER } from '../../mocks/idp/users'
import { signTestToken } from '../../mocks/test-tokens'

export const TEST_API_URL = 'http://localhost:8181'

export const testConfig: AppConfig = {
  apiUrl: TEST_API_URL,
  auth: { url: 'http://localhost:8180', realm: 'dev', clientId: 'web' },
  debug: false,
}

export function installTestConfig(overrides: Partial<AppConfig> = {}) {
  setConfig({ ...testConfig, ...overrides })
}

export interface FakeAuthClient extends AuthClient {
  updateToken: Mock<AuthClient['updateToken']>
  login: Mock<AuthClient['login']>
  logout: Mock<AuthClient['logout']>
  clearToken: Mock<AuthClient['clearToken']>
}

/**
 * A signed-in auth client whose token the API stand-in accepts (signed with
 * the tests' local key, not the IdP's). Its methods are spies.
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
      client.token = undefined
      client.authenticated = false
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
