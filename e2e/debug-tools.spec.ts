import type { Page } from '@playwright/test'

import { DEBUG_APP_URL } from '../playwright.config'

import {
  expect,
  expectNoAxeViolations,
  freshUser,
  signIn,
  signInAt,
  test,
} from './fixtures'
import { NavigationPage } from './pages/navigation'

/** The chunk of the debug tools (and its stylesheet), named after its module. */
const DEBUG_CHUNK = /\/assets\/debug-tools-[\w-]+\.(js|css)$/

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test('with debug on, demo projects are created for the active patient and the data is reset', async ({
  page,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- runs against the production build only
  test.skip(
    Boolean(process.env.E2E_BASE_URL),
    'needs the production build served with debug on, on port 4175',
  )
  const requests = recordRequests(page)
  const navigation = new NavigationPage(page)
  await page.goto(`${DEBUG_APP_URL}/`)
  await signInAt(page, freshUser())

  await navigation.patientButton('Jane Doe').click()
  await navigation.menuItem('Robert Doe').click()
  await expect(navigation.patientButton('Robert Doe')).toBeVisible()
  await expect(navigation.project('Example: POTS')).toHaveCount(0)

  // By keyboard: the user menu, then its Debug tools item.
  const userMenu = page.getByRole('button', { name: /: User menu for/ })
  const panel = page.getByRole('dialog', { name: 'Debug tools' })
  const openWithKeyboard = async () => {
    await navigation.focus(userMenu)
    await page.keyboard.press('Enter')
    const item = page.getByRole('menuitem', { name: 'Debug tools' })
    await expect(item).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(item).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await expect(
      panel.getByRole('button', { name: 'Close debug tools' }),
    ).toBeFocused()
  }
  await openWithKeyboard()
  await expectNoAxeViolations(page, '[role="dialog"]')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(userMenu).toBeFocused()
  // Again, with its code loaded: focus still moves into the panel.
  await openWithKeyboard()

  await panel.getByRole('button', { name: 'Create demo projects' }).click()
  await expect(
    panel.getByText(
      'Demo projects created for Robert Doe. They are listed under Research Projects.',
    ),
  ).toBeVisible()
  await expect(navigation.project('Example: POTS')).toContainText('DEMO')
  await expect(navigation.project('Example: Breast Cancer')).toContainText(
    'DEMO',
  )

  await panel.getByRole('button', { name: 'Reset my data' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reset my data?' })
  await expect(confirm).toContainText(
    'Delete all patients, projects, records and reports of this account? This cannot be undone.',
  )
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  // The confirmation is the dialog with a description; the panel has none.
  await expectNoAxeViolations(page, '[role="dialog"][aria-describedby]')

  await confirm.getByRole('button', { name: 'Delete all my data' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(`${DEBUG_APP_URL}/`)
  await expect(navigation.patientButton('No patient selected')).toBeVisible()
  await expect(navigation.project('Example: POTS')).toHaveCount(0)
  await expect(
    panel.getByText(
      'All patients, projects, records and reports of this account were deleted.',
    ),
  ).toBeVisible()

  expect(requests.filter((url) => DEBUG_CHUNK.test(url))).not.toEqual([])
})

test('with debug off, there are no debug tools and their chunk is never requested', async ({
  page,
  user,
}) => {
  const requests = recordRequests(page)
  await signIn(page, user)
  const navigation = new NavigationPage(page)
  await expect(navigation.patientButton('Jane Doe')).toBeVisible()
  await expect(navigation.project('Thyroid Health')).toBeVisible()

  await page.getByRole('button', { name: /: User menu for/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Debug tools' })).toHaveCount(
    0,
  )
  await expect(page.getByText('Debug tools')).toHaveCount(0)
  expect(requests.filter((url) => DEBUG_CHUNK.test(url))).toEqual([])
})
