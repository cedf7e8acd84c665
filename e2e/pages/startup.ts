import { expect, type Page } from '@playwright/test'

import { API_URL } from '../../playwright.config'

/**
 * How long start-up waits for the identity provider before it counts as
 * unreachable (`SIGN_IN_TIMEOUT_MS`, src/lib/sign-in.ts).
 */
const SIGN_IN_TIMEOUT_MS = 15_000

/** Nothing listens there: every request to it is refused. */
const UNREACHABLE_IDP = 'http://localhost:9'

/**
 * Opens the app with a config.json whose identity provider cannot be
 * reached, and runs the page's clock past start-up's wait for it once the
 * silent sign-in check has begun, instead of waiting the 15 s out.
 */
export async function openWithUnreachableIdentityProvider(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        apiUrl: API_URL,
        auth: { url: UNREACHABLE_IDP, realm: 'dev', clientId: 'web' },
      }),
    }),
  )
  await page.clock.install()
  await page.goto('/')
  // keycloak-js's silent check: its frame is the sign-in that never ends.
  await expect(
    page.locator(`iframe[src^="${UNREACHABLE_IDP}/"]`),
  ).toBeAttached()
  await expect(
    page.getByRole('heading', { name: 'Application Error' }),
  ).toBeHidden()
  await page.clock.fastForward(SIGN_IN_TIMEOUT_MS)
}
