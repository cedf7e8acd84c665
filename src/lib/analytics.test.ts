import { buildTestConfig } from '@/testing/test-auth'

import { ANALYTICS_TRUSTED_TYPES_POLICY } from '../../scripts/security-headers.mjs'

import {
  ANALYTICS_SCRIPT_POLICY,
  initAnalytics,
  resetAnalytics,
  trackPageView,
} from './analytics'

const base = buildTestConfig()
const withAnalytics = (allowLocalhost = false) =>
  buildTestConfig({
    analytics: {
      scriptUrl: 'https://analytics.example/script.js',
      websiteId: 'abc',
      allowLocalhost,
    },
  })
const at = (hostname: string) => ({ hostname }) as Location
const scripts = () => document.head.querySelectorAll('script[data-website-id]')

afterEach(() => {
  resetAnalytics()
  for (const script of scripts()) script.remove()
  delete (window as { umami?: unknown }).umami
  delete (window as { trustedTypes?: unknown }).trustedTypes
})

test('loads nothing without analytics in config.json', () => {
  expect(initAnalytics(base, at('app.example.org'))).toBe(false)
  expect(scripts()).toHaveLength(0)
})

test('loads nothing without a website id', () => {
  const config = withAnalytics()
  delete config.analytics?.websiteId
  expect(initAnalytics(config, at('app.example.org'))).toBe(false)
  expect(scripts()).toHaveLength(0)
})

test('skips localhost unless allowed', () => {
  expect(initAnalytics(withAnalytics(), at('localhost'))).toBe(false)
  expect(scripts()).toHaveLength(0)
  expect(initAnalytics(withAnalytics(true), at('localhost'))).toBe(true)
  expect(scripts()).toHaveLength(1)
})

test('loads the script with the website id and records a page view per route change', () => {
  initAnalytics(withAnalytics(), at('app.example.org'))
  const script = scripts()[0] as HTMLScriptElement
  expect(script.src).toBe('https://analytics.example/script.js')
  expect(script.dataset.websiteId).toBe('abc')
  expect(script.dataset.autoTrack).toBe('false')

  const views: unknown[] = []
  ;(window as { umami?: unknown }).umami = {
    track: (payload: (props: object) => object) =>
      views.push(payload({ website: 'abc' })),
  }
  trackPageView('/questions')
  trackPageView('/questions')
  trackPageView('/records')
  expect(views).toEqual([
    { website: 'abc', url: '/questions' },
    { website: 'abc', url: '/records' },
  ])
})

test('records nothing when analytics is off', () => {
  const track = vi.fn()
  ;(window as { umami?: unknown }).umami = { track }
  trackPageView('/questions')
  expect(track).not.toHaveBeenCalled()
})

test("where the browser enforces Trusted Types, the script's address goes through the one policy the page allows, which passes that address only", () => {
  const created: {
    name: string
    createScriptURL: (url: string) => string
  }[] = []
  ;(window as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => {
      created.push({ name, ...rules })
      return rules
    },
  }
  initAnalytics(withAnalytics(), at('app.example.org'))

  expect(created.map((policy) => policy.name)).toEqual([
    ANALYTICS_SCRIPT_POLICY,
  ])
  expect(ANALYTICS_SCRIPT_POLICY).toBe(ANALYTICS_TRUSTED_TYPES_POLICY)
  expect((scripts()[0] as HTMLScriptElement).src).toBe(
    'https://analytics.example/script.js',
  )
  expect(() =>
    created[0]?.createScriptURL('https://evil.example/x.js'),
  ).toThrow(TypeError)
})
