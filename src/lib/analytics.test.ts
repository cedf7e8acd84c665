import { buildTestConfig } from '@/testing/test-auth'

import { initAnalytics, resetAnalytics, trackPageView } from './analytics'

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
