import { expect, refuseTokenRefresh, signIn, test } from './fixtures'

const HEADING = 'Understand your health simply and scientifically'

// Access tokens live a few minutes (120 s in the e2e stack); the app checks every 30 s
// and refreshes it when it has less than 30 s left. The browser clock is
// moved forward instead of waiting.
test('the token is refreshed in the background with no interruption', async ({
  page,
  user,
}) => {
  await page.clock.install()
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  const refresh = page.waitForResponse(
    (response) =>
      response.url().endsWith('/protocol/openid-connect/token') &&
      (response.request().postData() ?? '').includes(
        'grant_type=refresh_token',
      ),
  )
  await page.clock.fastForward('10:00')
  expect((await refresh).status()).toBe(200)

  await expect(
    page.getByRole('dialog', { name: 'Session Expired' }),
  ).toBeHidden()
  await page.getByRole('link', { name: 'New' }).click()
  await expect(page).toHaveURL(/\/questions$/)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await expect(
    page.getByRole('button', { name: /User menu for Test User/ }),
  ).toBeVisible()
})

test('a refused refresh shows the Session Expired dialog, and Log In starts a new login', async ({
  page,
  user,
}) => {
  await page.clock.install()
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  await refuseTokenRefresh(page)
  await page.clock.fastForward('10:00')

  const dialog = page.getByRole('dialog', { name: 'Session Expired' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(
    'Your session has expired. Please log in again to continue.',
  )
  await expect(
    page.getByText('Your session has expired or is invalid. Logging you out.'),
  ).toBeVisible()

  await dialog.getByRole('button', { name: 'Log In' }).click()
  await expect(
    page.locator('#username').or(page.getByRole('heading', { name: HEADING })),
  ).toBeVisible()
})
