import type { Page } from '@playwright/test'

import { contentSecurityPolicy } from '../scripts/security-headers.mjs'

import { expect, signIn, test } from './fixtures'

const HEADING = 'Understand your health simply and scientifically'
const ANALYTICS_SCRIPT = 'https://analytics.example/script.js'

// A stand-in for the analytics script: it records the page views it is sent.
const FAKE_SCRIPT = `window.pageViews = [];
window.umami = { track: (payload) => window.pageViews.push(payload({}).url) };`

/**
 * Serves config.json with analytics added, and the pages with the
 * Content-Security-Policy a server sends for that config.json (the
 * production build's server allows exactly the configured script host).
 */
async function configureAnalytics(page: Page) {
  const appOrigin = new URL(test.info().project.use.baseURL ?? '').origin
  const served = await page.request.get(`${appOrigin}/config.json`)
  const config = {
    ...((await served.json()) as Parameters<typeof contentSecurityPolicy>[0]),
    analytics: {
      scriptUrl: ANALYTICS_SCRIPT,
      websiteId: 'site-1',
      allowLocalhost: true,
    },
  }
  await page.route('**/config.json', (route) => route.fulfill({ json: config }))
  await page.route(
    (url) => url.origin === appOrigin,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback()
      const response = await route.fetch()
      const headers = response.headers()
      // The dev server sends no policy; the production build's server does.
      if (headers['content-security-policy']) {
        headers['content-security-policy'] = contentSecurityPolicy(config)
      }
      return route.fulfill({ response, headers })
    },
  )
}

test('with analytics configured, a page view is recorded after each route change', async ({
  page,
  user,
}) => {
  await configureAnalytics(page)
  await page.route(ANALYTICS_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_SCRIPT }),
  )
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as never as { pageViews: string[] }).pageViews,
      ),
    )
    .toEqual(['/'])

  await page.getByRole('link', { name: 'New' }).click()
  await expect(page).toHaveURL(/\/questions$/)
  await page.getByRole('tab', { name: 'Analyze My Health' }).click()
  await expect(page).toHaveURL(/\/records\/?$/)
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as never as { pageViews: string[] }).pageViews,
      ),
    )
    .toEqual(['/', '/questions', expect.stringMatching(/\/records\/?$/)])
  await expect(
    page.locator(`script[src="${ANALYTICS_SCRIPT}"]`),
  ).toHaveAttribute('data-website-id', 'site-1')
})

test('without analytics or error reporting configured, no request leaves for them', async ({
  page,
  user,
}) => {
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).host))
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await page.getByRole('link', { name: 'New' }).click()
  await expect(page).toHaveURL(/\/questions$/)

  const appHost = new URL(page.url()).host
  expect([...hosts].sort()).toEqual(
    [appHost, 'localhost:8180', 'localhost:8181'].sort(),
  )
})
