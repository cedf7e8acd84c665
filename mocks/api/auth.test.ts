import { generateKeyPair, SignJWT } from 'jose'

import { getCurrentUser } from '../../src/api/users/requests'
import { isSignedIn, setAuthClient } from '../../src/lib/auth'
import { createFakeAuthClient } from '../../src/testing/test-auth'
import { DEMO_USER } from '../idp/users'
import { expectApiError } from '../testing/test-helpers'
import { signTestToken } from '../testing/test-tokens'

import { API_URL } from './config'

test('a call without an Authorization header answers 401 with a detail and an error ID', async () => {
  const response = await fetch(`${API_URL}/users/me`)

  expect(response.status).toBe(401)
  expect(response.headers.get('X-Request-Id')).toMatch(/^req_/)
  expect(await response.json()).toEqual({ detail: 'Not authenticated' })
})

test('a malformed Authorization header answers 401', async () => {
  const response = await fetch(`${API_URL}/users/me`, {
    headers: { Authorization: 'Basic ZGVtbzpkZW1v' },
  })

  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({
    detail: 'Malformed Authorization header',
  })
})

test('a garbage token answers 401; the app tries one refresh, then its session ends', async () => {
  const client = await createFakeAuthClient()
  client.token = 'not-a-jwt'
  setAuthClient(client)

  const error = await expectApiError(getCurrentUser(), 401)

  expect(error.detail).toBe('Invalid token')
  expect(client.updateToken).toHaveBeenCalledWith(-1)
  expect(client.clearToken).toHaveBeenCalled()
  expect(isSignedIn()).toBe(false)
})

test('an expired token answers 401', async () => {
  const client = await createFakeAuthClient()
  client.token = await signTestToken({ sub: DEMO_USER.sub, expiresIn: -60 })
  setAuthClient(client)

  const error = await expectApiError(getCurrentUser(), 401)

  expect(error.detail).toBe('Token has expired')
})

test('a token signed with another key answers 401', async () => {
  const { privateKey } = await generateKeyPair('ES256')
  const forged = await new SignJWT({ sub: DEMO_USER.sub })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer('urn:mocks:test-tokens')
    .setAudience('api')
    .setExpirationTime('1h')
    .sign(privateKey)
  const client = await createFakeAuthClient()
  client.token = forged
  setAuthClient(client)

  const error = await expectApiError(getCurrentUser(), 401)

  expect(error.detail).toBe('Invalid token')
})

test('after a 401 the app retries with the refreshed token and succeeds', async () => {
  const client = await createFakeAuthClient()
  const valid = client.token
  client.token = await signTestToken({ sub: DEMO_USER.sub, expiresIn: -60 })
  client.updateToken.mockImplementation(async (minValidity) => {
    if (minValidity === -1) client.token = valid
    return true
  })
  setAuthClient(client)

  await expect(getCurrentUser()).resolves.toEqual({ id: 'usr_demo' })
  expect(client.logout).not.toHaveBeenCalled()
})
