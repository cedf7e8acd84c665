import type { Page } from '@playwright/test'

import { ALLOWED_LOCAL_KEYS } from '../src/testing/allowed-storage-keys'

import { expect, signIn, test } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import { ReportPage } from './pages/report'

const NOTE_TITLE = 'Cardiology letter for Jane'
const NOTE_CONTENT =
  'Holter monitor shows sinus tachycardia on standing, heart rate 128.'
const HEALTH_DATA = [
  'Jane',
  'Robert',
  'Thyroid',
  'levothyroxine',
  'TSH',
  NOTE_TITLE,
  NOTE_CONTENT,
]

/** Both storages of the page's origin, and its cookies. */
const readStorage = (page: Page) =>
  page.evaluate(() => {
    const read = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, index) => {
          const key = store.key(index) ?? ''
          return [key, store.getItem(key) ?? '']
        }),
      )
    return {
      local: read(localStorage),
      session: read(sessionStorage),
      cookie: document.cookie,
    }
  })

const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions'

/**
 * keycloak-js keeps the state of a login under way (PKCE verifier, nonce,
 * return address) until the identity provider sends the user back.
 */
const PENDING_LOGIN_KEY = /^kc-callback-[\w-]+$/

async function expectCleanStorage(page: Page, { isLoginPending = false } = {}) {
  const storage = await readStorage(page)
  const allowed = isLoginPending
    ? [...ALLOWED_LOCAL_KEYS, PENDING_LOGIN_KEY]
    : ALLOWED_LOCAL_KEYS
  for (const key of Object.keys(storage.local)) {
    expect(
      allowed.some((pattern) => pattern.test(key)),
      `local storage key ${key}`,
    ).toBe(true)
  }
  // React Router's <ScrollRestoration> keeps scroll offsets by history entry
  // when the page unloads: numbers under random keys, nothing else.
  const { [SCROLL_POSITIONS_KEY]: scrollPositions, ...session } =
    storage.session
  expect(session).toEqual({})
  expect(scrollPositions ?? '{}').toMatch(/^\{("[\w-]+":\d+(\.\d+)?,?)*\}$/)
  const stored = JSON.stringify(storage)
  expect(stored, 'a token').not.toMatch(/eyJ/)
  for (const text of HEALTH_DATA) expect(stored).not.toContain(text)
  return storage
}

/** A session that touches every kind of data: a report, a citation, a note, another patient. */
async function useTheApp(page: Page) {
  const records = new RecordsPage(page)
  await records.openProjectRecords('Thyroid Health')
  await records.noteName.fill(NOTE_TITLE)
  await records.noteContent.fill(NOTE_CONTENT)
  await records.addNoteButton.click()
  await expect(records.record(NOTE_TITLE)).toBeVisible()
  await expect(records.noteDialog).toBeHidden({ timeout: 10_000 })

  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  await report.marker(main, 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()

  const navigation = new NavigationPage(page)
  await navigation.patientButton('Jane Doe').click()
  await navigation.menuItem('Robert Doe').click()
  await expect(navigation.patientButton('Robert Doe')).toBeVisible()
}

test('after a session and after logging out, storage holds only the allowed keys: no token, no health data', async ({
  signedInPage: page,
}) => {
  await useTheApp(page)
  const { local } = await expectCleanStorage(page)
  expect(Object.keys(local)).toContain('activePatientId')

  await page.getByRole('button', { name: /: User menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  // Back at the site root, which starts a new login at once.
  await expect(page.locator('#username')).toBeVisible()
  // A static page of the app's origin shows that origin's storage.
  await page.goto('/privacy.html')
  await expectCleanStorage(page, { isLoginPending: true })
})

test('with error reporting configured, session storage stays empty too', async ({
  page,
  user,
}) => {
  const appOrigin = new URL(test.info().project.use.baseURL ?? '').origin
  const served = await page.request.get(`${appOrigin}/config.json`)
  const config = (await served.json()) as { apiUrl: string }
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        ...config,
        errorReporting: {
          dsn: 'https://key@errors.example/1',
          tunnel: '/tunnel',
          environment: 'e2e',
        },
      },
    }),
  )
  // The error reporting service's relay on the API host.
  let relayed = 0
  await page.route(`${config.apiUrl}/tunnel`, (route) => {
    relayed += 1
    return route.fulfill({ status: 200, json: {} })
  })
  await signIn(page, user)
  await useTheApp(page)
  // Error reporting is on: traces and replays go out through the relay.
  await expect.poll(() => relayed).toBeGreaterThan(0)
  await expectCleanStorage(page)
})
