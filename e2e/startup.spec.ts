import type { Page } from '@playwright/test'

import { API_URL, OTHER_APP_URL, OTHER_IDP_URL } from '../playwright.config'

import { DEMO_USER, expect, signInAt, test } from './fixtures'

const expectFailureScreen = async (page: Page) => {
  await expect(
    page.getByRole('heading', { name: 'Application Error' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      'Could not initialize the application. Please try again later.',
    ),
  ).toBeVisible()
}

test('a config.json that is not valid shows the start-up failure screen', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"apiUrl": 42}' }),
  )
  await page.goto('/')
  await expectFailureScreen(page)
})

test('a missing config.json shows the start-up failure screen', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await page.goto('/')
  await expectFailureScreen(page)
})

test('the same build signs in against another identity provider given another config.json', async ({
  page,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- runs against the production build only
  test.skip(
    Boolean(process.env.E2E_BASE_URL),
    'needs the production build on port 4174',
  )
  await page.goto(`${OTHER_APP_URL}/`)
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${OTHER_IDP_URL}/realms/clinic/`),
  )
  await signInAt(page, DEMO_USER)
  await expect(
    page.getByRole('heading', {
      name: 'Understand your health simply and scientifically',
    }),
  ).toBeVisible()
  expect(page.url().startsWith(OTHER_APP_URL)).toBe(true)
})

test('an identity provider that cannot be reached shows the start-up failure screen', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        apiUrl: API_URL,
        auth: { url: 'http://localhost:9', realm: 'dev', clientId: 'web' },
      }),
    }),
  )
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: 'Application Error' }),
  ).toBeVisible({
    timeout: 20_000,
  })
})
