import { DEMO_USER, expect, signIn, signInAt, test } from './fixtures'

const HEADING = 'Understand your health simply and scientifically'

test('signs in through the identity provider, shows the user and signs out', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: 'Sign in to your account' }),
  ).toBeVisible()
  await signInAt(page, DEMO_USER)

  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  const userMenu = page.getByRole('button', { name: /User menu for Demo User/ })
  await expect(userMenu).toHaveText('DU')

  await userMenu.click()
  await expect(
    page.getByRole('menuitem', { name: 'Privacy Policy' }),
  ).toBeVisible()
  await expect(
    page.getByRole('menuitem', { name: 'Terms of Use' }),
  ).toBeVisible()
  await page.getByRole('menuitem', { name: 'Log out' }).click()

  // Back at the site root, signed out: the protected landing route starts a new login.
  await expect(
    page.getByRole('heading', { name: 'Sign in to your account' }),
  ).toBeVisible()
  await page.goto('/')
  await expect(page.locator('#username')).toBeVisible()
})

test('an unknown path lands on the landing route', async ({ page, user }) => {
  await signIn(page, user, '/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
})

test('tokens stay in memory: storage holds only the keys the product lists', async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  const storage = await page.evaluate(() => {
    const read = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, i) => {
          const key = store.key(i) ?? ''
          return [key, store.getItem(key) ?? '']
        }),
      )
    return { local: read(localStorage), session: read(sessionStorage) }
  })
  const allowed = [
    /^activePatientId$/,
    /^patientCreationReturnRoute$/,
    /^patient_onboarding_dismissed(_.+)?$/,
    /^walkthrough_seen_(pots|mammogram)$/,
  ]
  for (const key of Object.keys(storage.local)) {
    expect(
      allowed.some((pattern) => pattern.test(key)),
      `localStorage key ${key}`,
    ).toBe(true)
  }
  expect(Object.keys(storage.session)).toEqual([])
  const values = JSON.stringify(storage)
  expect(values).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
})

test('the Secured page is only for signed-in users', async ({ page, user }) => {
  await page.goto('/secured')
  await expect(page.locator('#username')).toBeVisible()
  await signInAt(page, user)
  await expect(page).toHaveURL(/\/secured$/)
  await expect(
    page.getByRole('heading', { name: 'Secured page' }),
  ).toBeVisible()
})
