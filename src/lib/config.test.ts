import { http, HttpResponse } from 'msw'
import * as v from 'valibot'

import { server } from '@mocks/testing/node'

import { configSchema, getConfig, loadConfig } from './config'

const valid = {
  apiUrl: 'https://api.example.org/v1/',
  auth: { url: 'https://id.example.org', realm: 'health', clientId: 'web' },
}

test('accepts a minimal config and fills in the defaults', () => {
  const config = v.parse(configSchema, valid)
  expect(config.apiUrl).toBe('https://api.example.org/v1')
  expect(config.debug).toBe(false)
  expect(config.analytics).toBeUndefined()
  expect(config.errorReporting).toBeUndefined()
})

test('accepts the optional integrations: analytics and error reporting', () => {
  const config = v.parse(configSchema, {
    ...valid,
    analytics: {
      scriptUrl: 'https://analytics.example/script.js',
      websiteId: 'abc',
    },
    errorReporting: { dsn: 'https://key@errors.example/1', tunnel: '/tunnel' },
    debug: true,
  })
  expect(config.analytics?.allowLocalhost).toBe(false)
  expect(config.errorReporting?.tunnel).toBe('/tunnel')
  expect(config.debug).toBe(true)
})

test.each([
  ['no apiUrl', { auth: valid.auth }],
  ['an apiUrl that is not a URL', { ...valid, apiUrl: 'localhost' }],
  ['a javascript: apiUrl', { ...valid, apiUrl: 'javascript:alert(1)' }],
  ['no auth', { apiUrl: valid.apiUrl }],
  ['an empty realm', { ...valid, auth: { ...valid.auth, realm: '' } }],
  ['a debug flag that is not a boolean', { ...valid, debug: 'yes' }],
])('rejects a config with %s', (_, config) => {
  expect(v.safeParse(configSchema, config).success).toBe(false)
})

test.each([
  ['https://api.example.org/v1', 'https://api.example.org/v1'],
  ['https://api.example.org/v1/', 'https://api.example.org/v1'],
  ['https://api.example.org///', 'https://api.example.org'],
  ['http://localhost:8000/', 'http://localhost:8000'],
  ['  https://api.example.org/v1/\n', 'https://api.example.org/v1'],
  ['HTTPS://api.example.org', 'HTTPS://api.example.org'],
])('reads the apiUrl %j as %j', (apiUrl, expected) => {
  expect(v.parse(configSchema, { ...valid, apiUrl }).apiUrl).toBe(expected)
  const auth = { ...valid.auth, url: apiUrl }
  expect(v.parse(configSchema, { ...valid, auth }).auth.url).toBe(expected)
})

test.each([
  'ftp://files.example.org',
  'https:api.example.org',
  'https:/api.example.org',
  '//api.example.org',
  '/api',
  'https://',
  'https://api example.org',
  '',
])('rejects the URL %j', (url) => {
  const config = (changes: object) =>
    v.safeParse(configSchema, { ...valid, ...changes }).success
  expect(config({ apiUrl: url })).toBe(false)
  expect(config({ auth: { ...valid.auth, url } })).toBe(false)
  expect(config({ analytics: { scriptUrl: url } })).toBe(false)
})

test('keeps the analytics script URL as given, trimmed', () => {
  const config = v.parse(configSchema, {
    ...valid,
    analytics: { scriptUrl: ' https://analytics.example/script.js/ ' },
  })
  expect(config.analytics?.scriptUrl).toBe(
    'https://analytics.example/script.js/',
  )
})

test('drops settings the app does not know', () => {
  const config = v.parse(configSchema, {
    ...valid,
    theme: 'dark',
    auth: { ...valid.auth, scope: 'openid' },
  })
  expect(config).toStrictEqual({
    apiUrl: 'https://api.example.org/v1',
    auth: { url: 'https://id.example.org', realm: 'health', clientId: 'web' },
    debug: false,
    contentLanguage: 'en',
  })
})

test('reports may come in another language than English', () => {
  expect(
    v.parse(configSchema, { ...valid, contentLanguage: 'es' }).contentLanguage,
  ).toBe('es')
})

test.each([
  ['a null debug flag', { debug: null }],
  ['null analytics', { analytics: null }],
  ['analytics without a script URL', { analytics: { websiteId: 'abc' } }],
  ['an empty error reporting DSN', { errorReporting: { dsn: '' } }],
  ['an empty client id', { auth: { ...valid.auth, clientId: '' } }],
  ['a list for auth', { auth: [] }],
])('rejects a config with %s', (_, changes) => {
  expect(v.safeParse(configSchema, { ...valid, ...changes }).success).toBe(
    false,
  )
})

test('an invalid /config.json fails to load', async () => {
  server.use(
    http.get('*/invalid.json', () =>
      HttpResponse.json({ ...valid, apiUrl: 'javascript:alert(1)' }),
    ),
  )
  await expect(loadConfig('/invalid.json')).rejects.toThrow()
})

test('loads /config.json and makes it available', async () => {
  server.use(http.get('*/config.json', () => HttpResponse.json(valid)))
  await loadConfig('/config.json')
  expect(getConfig().auth.realm).toBe('health')
})

test('fails when /config.json is missing or not JSON', async () => {
  server.use(
    http.get('*/missing.json', () => new HttpResponse(null, { status: 404 })),
  )
  await expect(loadConfig('/missing.json')).rejects.toThrow('404')
  server.use(
    http.get(
      '*/broken.json',
      () => new HttpResponse('{ nope', { status: 200 }),
    ),
  )
  await expect(loadConfig('/broken.json')).rejects.toThrow()
})
