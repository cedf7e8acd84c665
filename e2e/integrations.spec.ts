import type { Page } from '@playwright/test'

import { API_URL, IDP_URL } from '../playwright.config'

import { expect, signIn, test } from './fixtures'

const HEADING = 'Understand your health simply and scientifically'
const ANALYTICS_SCRIPT = 'https://analytics.example/script.js'

// A stand-in for the analytics script: it records the page views it is sent.
const FAKE_SCRIPT = `window.pageViews = [];
window.umami = { track: (payload) => window.pageViews.push(payload({}).url) };`

/** Serves config.json with analytics added. */
async function configureAnalytics(page: Page) {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json()
    await route.fulfill({
      json: {
        ...config,
        analytics: {
          scriptUrl: ANALYTICS_SCRIPT,
          websiteId: 'site-1',
          allowLocalhost: true,
        },
      },
    })
  })
}

test.describe('with analytics configured', () => {
  // The served Content-Security-Policy follows the served config.json, which
  // has no analytics; the policy for an analytics config is checked in
  // deploy/docker-entrypoint.test.ts. Here only the page views matter.
  test.use({ bypassCSP: true })

  test('a page view is recorded after each route change', async ({
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
    [appHost, new URL(IDP_URL).host, new URL(API_URL).host].sort(),
  )
})
