import type { BrowserContext, Locator, Page, Request } from '@playwright/test'

import { API_URL, IDP_URL } from '../playwright.config'

import {
  animationsFinished,
  expect,
  expectNoAxeViolations,
  freshUser,
  holdRequests,
  signIn,
  signInAt,
  test,
  type TestUser,
} from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'

const HEADING = 'Understand your health simply and scientifically'
const OIDC = `${IDP_URL}/realms/dev/protocol/openid-connect`
const STATUS_FRAME = `${OIDC}/login-status-iframe.html`
const INIT = `${STATUS_FRAME}/init`
const COOKIE_CHECK = `${OIDC}/3p-cookies/step1.html`
/** The app asks the session frame every 5 s (src/lib/session-status.ts). */
const CHECK_INTERVAL_MS = 5_000
/** How long the app waits for any answer of the identity provider's frames. */
const ANSWER_TIMEOUT_MS = 10_000

/**
 * What the identity provider's login-status iframe answers the app's window
 * ('unchanged', 'changed' or 'error'), kept across navigations.
 */
async function recordIframeAnswers(page: Page) {
  const answers: string[] = []
  await page.exposeFunction('reportLoginStatus', (answer: string) => {
    answers.push(answer)
  })
  await page.addInitScript((idpOrigin) => {
    if (window !== window.top) return
    const report = (window as unknown as Record<string, (a: string) => void>)
      .reportLoginStatus
    window.addEventListener('message', (event) => {
      const answer = String(event.data)
      if (
        event.origin === idpOrigin &&
        ['unchanged', 'changed', 'error'].includes(answer)
      ) {
        report?.(answer)
      }
    })
  }, new URL(IDP_URL).origin)
  return answers
}

/** Every request of the page and its frames to the identity provider. */
function recordIdpRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${IDP_URL}/`)) requests.push(request)
  })
  return requests
}

const isTokenRefresh = (request: Request) =>
  request.method() === 'POST' &&
  request.url() === `${OIDC}/token` &&
  (request.postData() ?? '').includes('grant_type=refresh_token')

const label = (request: Request) => `${request.method()} ${request.url()}`

test('while signed in, the session checks answer from the cookie without a request to the identity provider', async ({
  page,
  user,
}) => {
  const answers = await recordIframeAnswers(page)
  const idpRequests = recordIdpRequests(page)
  await page.clock.install()
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  // The first check of each iframe (one per page load) makes its only
  // request: init.
  await page.clock.runFor(CHECK_INTERVAL_MS)
  await expect.poll(() => answers).toContain('unchanged')
  const init = idpRequests.filter((request) => request.url().startsWith(INIT))
  expect(init.length).toBeGreaterThan(0)
  const frames = new Set(init.map((request) => request.frame()))
  expect(frames.size).toBe(init.length)
  for (const request of init) {
    expect((await request.response())?.status()).toBe(204)
  }

  // A little over a minute of checks, one every 5 s.
  const requestsBefore = idpRequests.length
  const answersBefore = answers.length
  const checks = 13
  for (let check = 1; check <= checks; check++) {
    await page.clock.runFor(CHECK_INTERVAL_MS)
    await expect
      .poll(() => answers.length)
      .toBeGreaterThanOrEqual(answersBefore + check)
  }

  const answered = answers.slice(answersBefore)
  expect(answered.length).toBeGreaterThanOrEqual(checks)
  expect(new Set(answered)).toEqual(new Set(['unchanged']))
  const requests = idpRequests.slice(requestsBefore)
  expect(
    requests.filter((request) => !isTokenRefresh(request)).map(label),
  ).toEqual([])
})

/** Signs `user` in; returns the ID token the sign-in got. */
async function signInForIdToken(page: Page, user: TestUser): Promise<string> {
  const tokenResponse = page.waitForResponse(
    (response) =>
      response.url() === `${OIDC}/token` &&
      (response.request().postData() ?? '').includes(
        'grant_type=authorization_code',
      ),
  )
  await signIn(page, user)
  const { id_token: idToken } = (await (await tokenResponse).json()) as {
    id_token: string
  }
  return idToken
}

/** What keycloak-js's logout() opens, in a second tab of the same browser. */
async function signOutInAnotherTab(context: BrowserContext, idToken: string) {
  const other = await context.newPage()
  await other.goto(
    `${OIDC}/logout?${new URLSearchParams({ client_id: 'web', id_token_hint: idToken })}`,
  )
  await expect(other.getByRole('heading', { name: 'Signed out' })).toBeVisible()
  await other.close()
}

test('the session checks start once the page has shown, not while its data is on its way', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  // This page's checks have started: nothing of theirs is still to come.
  await expect(
    page.locator(
      `iframe[src="${COOKIE_CHECK}"], iframe[src="${STATUS_FRAME}"]`,
    ),
  ).toHaveCount(1)
  // The checks' code and their first page, from the reload on.
  const checkRequests: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes('/session-status') || url === COOKIE_CHECK) {
      checkRequests.push(url)
    }
  })
  const answer = await holdRequests(page, `${API_URL}/users/me`)
  await page.reload()
  await expect(page.getByRole('status').first()).toHaveText('Loading')
  // The browser has been idle while the page waits for its data.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 200)),
      ),
  )
  expect(checkRequests).toEqual([])

  answer()
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await expect.poll(() => checkRequests).toContain(COOKIE_CHECK)
})

test('after a sign-out at the identity provider in another tab, the next check answers changed', async ({
  page,
  context,
  user,
}) => {
  const answers = await recordIframeAnswers(page)
  await page.clock.install()
  const idToken = await signInForIdToken(page, user)
  await page.clock.runFor(CHECK_INTERVAL_MS)
  await expect.poll(() => answers).toContain('unchanged')
  expect(answers).not.toContain('changed')
  const answersBefore = answers.length

  await signOutInAnotherTab(context, idToken)

  // The iframe answers from the cookie the sign-out removed: 'changed' at
  // the next check. Only the sign-out can make it 'changed', and the app
  // stops asking then: the session has ended.
  await page.clock.runFor(CHECK_INTERVAL_MS)
  await expect.poll(() => answers.slice(answersBefore)).toContain('changed')
  expect(answers.at(-1)).toBe('changed')
  await expect(
    page.getByRole('dialog', { name: 'Session Expired' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: HEADING })).toBeHidden()
  await page.clock.runFor(4 * CHECK_INTERVAL_MS)
  expect(answers.at(-1)).toBe('changed')
  expect(answers.filter((answer) => answer === 'changed')).toHaveLength(1)
})

test('a session check cut off by a dropped connection starts over once the browser is back online, and then notices a sign-out elsewhere', async ({
  page,
  context,
  user,
}) => {
  const answers = await recordIframeAnswers(page)
  await page.clock.install()
  await page.route(COOKIE_CHECK, (route) => route.abort('internetdisconnected'))
  const idToken = await signInForIdToken(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  // The cookie check never answers: after 10 s this round of checks ends.
  await expect
    .poll(() => page.locator(`iframe[src="${COOKIE_CHECK}"]`).count())
    .toBe(1)
  await page.clock.runFor(ANSWER_TIMEOUT_MS)
  await expect(page.locator(`iframe[src^="${OIDC}/3p-cookies/"]`)).toHaveCount(
    0,
  )
  await page.clock.runFor(2 * CHECK_INTERVAL_MS)
  expect(answers).toEqual([])

  // Back online, the checks start over at once.
  await page.unroute(COOKIE_CHECK)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.locator(`iframe[src="${STATUS_FRAME}"]`)).toHaveCount(1)
  await page.clock.runFor(CHECK_INTERVAL_MS)
  await expect.poll(() => answers).toEqual(['unchanged'])

  await signOutInAnotherTab(context, idToken)
  await page.clock.runFor(CHECK_INTERVAL_MS)
  await expect(
    page.getByRole('dialog', { name: 'Session Expired' }),
  ).toBeVisible()
  expect(answers).toEqual(['unchanged', 'changed'])
})

/**
 * A browser that keeps a frame of another site from that site's cookies
 * (third-party cookies blocked): the identity provider's cookie check says
 * 'unsupported', and its silent sign-in in a frame cannot see the session.
 */
async function blockIdpCookiesInFrames(page: Page) {
  await page.route(`${OIDC}/3p-cookies/step2.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: "<!doctype html><title>Cookie check</title><script>parent.postMessage('unsupported', '*')</script>",
    }),
  )
  await page.route(`${OIDC}/auth?*`, (route) => {
    const request = route.request()
    if (request.frame() === page.mainFrame()) return route.fallback()
    const query = new URL(request.url()).searchParams
    const redirect = `${query.get('redirect_uri')}#${new URLSearchParams({
      error: 'login_required',
      state: query.get('state') ?? '',
    })}`
    return route.fulfill({ status: 302, headers: { location: redirect } })
  })
}

test('where frames cannot use the identity provider’s cookies, a reload signs in through a redirect and no session check runs', async ({
  page,
  user,
}) => {
  await blockIdpCookiesInFrames(page)
  const answers = await recordIframeAnswers(page)
  const idpRequests = recordIdpRequests(page)
  await page.clock.install()
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  // Signed in at the identity provider, the silent check in a frame still
  // cannot see it: the page goes there and comes back signed in.
  await page.reload()
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  expect(
    idpRequests.filter(
      (request) =>
        request.frame() === page.mainFrame() &&
        request.url().startsWith(`${OIDC}/auth?`),
    ),
  ).toHaveLength(2)

  // A frame that cannot read the session cookie would answer 'changed':
  // it is never asked, and the session goes on.
  await page.clock.runFor(6 * CHECK_INTERVAL_MS)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Session Expired' }),
  ).toHaveCount(0)
  expect(answers).toEqual([])
  expect(
    idpRequests.filter((request) => request.url().startsWith(STATUS_FRAME)),
  ).toEqual([])
})

/**
 * Types in a patient dialog, has the session end from another tab, signs
 * in again through Session Expired (as `nextUser`, the same person unless
 * told), and opens the dialog again.
 */
async function typedAcrossSignOut(
  page: Page,
  context: BrowserContext,
  user: TestUser,
  {
    dialog,
    open,
    type,
    nextUser = user,
  }: {
    dialog: string
    open: (nav: NavigationPage) => Promise<void>
    type: (form: Locator) => Promise<void>
    nextUser?: TestUser
  },
) {
  await page.clock.install()
  const idToken = await signInForIdToken(page, user)
  const nav = new NavigationPage(page)
  await open(nav)
  await type(nav.dialog(dialog))

  await signOutInAnotherTab(context, idToken)
  await page.clock.runFor(CHECK_INTERVAL_MS)
  const expired = page.getByRole('dialog', { name: 'Session Expired' })
  await expect(expired).toBeVisible()
  await expect(nav.dialog(dialog)).toBeHidden()
  await expired.getByRole('button', { name: 'Log In' }).click()
  await signInAt(page, nextUser)

  await open(nav)
  await animationsFinished(nav.dialog(dialog))
  return nav.dialog(dialog)
}

const ADD_NEW_PATIENT = {
  dialog: 'Add New Patient',
  open: async (nav: NavigationPage) => {
    await nav.patientButton('Jane Doe').click()
    await nav.menuItem('Add New Patient').click()
  },
  type: (form: Locator) =>
    form.getByRole('textbox', { name: 'Name' }).fill('Ann Smith'),
}

test('a new patient’s name typed before a sign-out in another tab is back in Add New Patient after signing in again', async ({
  page,
  context,
  user,
}, testInfo) => {
  const addPatient = await typedAcrossSignOut(
    page,
    context,
    user,
    ADD_NEW_PATIENT,
  )
  await expect(addPatient.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Ann Smith',
  )
  await page.screenshot({ path: testInfo.outputPath('add-patient-back.png') })
  await expectNoAxeViolations(page, '[role="dialog"]')
})

test('a patient’s changes typed before a sign-out in another tab are back in Edit Patient after signing in again', async ({
  page,
  context,
  user,
}, testInfo) => {
  const editPatient = await typedAcrossSignOut(page, context, user, {
    dialog: 'Edit Patient',
    open: async (nav) => {
      await nav.patientButton('Jane Doe').click()
      await nav.menuItem('Edit Jane Doe').click()
    },
    type: (form) =>
      form
        .getByRole('textbox', { name: 'Notes (optional)' })
        .fill('Type 1 diabetes since 2009; coeliac disease since 2021'),
  })
  await expect(
    editPatient.getByRole('textbox', { name: 'Notes (optional)' }),
  ).toHaveValue('Type 1 diabetes since 2009; coeliac disease since 2021')
  await page.screenshot({ path: testInfo.outputPath('edit-patient-back.png') })
  await editPatient.getByRole('button', { name: 'Save' }).click()
  await expect(editPatient).toBeHidden()
})

test('records picked before a sign-out in another tab are picked again after signing in again, on the page the person was on', async ({
  page,
  context,
  user,
}, testInfo) => {
  await page.clock.install()
  const idToken = await signInForIdToken(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('My First Project')
  await records.record('Symptom diary: energy and sleep').click()
  await records.record('insulin-pump-settings.jpg').click()
  await expect(records.selectedRecords(2)).toBeVisible()

  await signOutInAnotherTab(context, idToken)
  await page.clock.runFor(CHECK_INTERVAL_MS)
  const expired = page.getByRole('dialog', { name: 'Session Expired' })
  await expired.getByRole('button', { name: 'Log In' }).click()
  await signInAt(page, user)

  await expect(records.selectedRecords(2)).toContainText(
    'Symptom diary: energy and sleep',
  )
  await expect(records.record('insulin-pump-settings.jpg')).toBeChecked()
  await page.screenshot({ path: testInfo.outputPath('picks-back.png') })
  await expectNoAxeViolations(page)
})

test('another person who signs in in the tab after a sign-out elsewhere finds nothing the first one typed, on screen or in the tab’s storage', async ({
  page,
  context,
  user,
}) => {
  const addPatient = await typedAcrossSignOut(page, context, user, {
    ...ADD_NEW_PATIENT,
    nextUser: freshUser(),
  })
  await expect(addPatient.getByRole('textbox', { name: 'Name' })).toHaveValue(
    '',
  )
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
    ),
  ).toEqual([])
})
