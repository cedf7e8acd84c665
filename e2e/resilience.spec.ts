import type { Page } from '@playwright/test'

import {
  expect,
  expectNoAxeViolations,
  refuseTokenRefresh,
  signIn,
  signInAt,
  test,
  TOKEN_ENDPOINT,
} from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import {
  holdQuestionsInProgress,
  ReportPage,
  THYROID_REPORT,
} from './pages/report'

const QUESTION = 'Does selenium help with Hashimoto thyroiditis?'
const NOTE_TITLE = 'Endocrinology letter, March'
const NOTE_CONTENT =
  'TSH 6.8 mIU/L, free T4 11.2 pmol/L; levothyroxine raised to 75 micrograms'
const SESSION_EXPIRED = 'Session Expired'
const CODE_UNAVAILABLE =
  'Part of the app could not be loaded. Reload the page to use it.'

/**
 * Asks a question on the landing page and waits for its report page, the
 * question still being researched: its reads answer IN_PROGRESS, whatever
 * the server's speed, until `release()`; from then on they are the server's.
 */
async function askQuestion(page: Page) {
  const release = await holdQuestionsInProgress(page)
  const report = new ReportPage(page)
  await expect(report.questionField).toBeEnabled()
  await report.askQuestion(QUESTION)
  const panel = report.panel(QUESTION)
  await expect(panel.getByText('Researching your question…')).toBeVisible()
  return { report, panel, release }
}

/** Signs in, opens the Thyroid Health report and returns its address. */
async function signInToThyroidReport(
  page: Page,
  user: Parameters<typeof signIn>[1],
) {
  await signIn(page, user)
  const report = await new ReportPage(page).clickThyroidReport()
  await expect(report.getByRole('heading', { name: 'Summary' })).toBeVisible()
  return new URL(page.url()).pathname
}

test('a first visit through a link to a report keeps that report; the tour waits for the landing page', async ({
  browser,
  page,
  user,
}) => {
  // The link, found by the person in another browser.
  const reportPath = await signInToThyroidReport(page, user)

  const context = await browser.newContext()
  const firstVisit = await context.newPage()
  await firstVisit.goto(reportPath)
  await signInAt(firstVisit, user)
  const report = new ReportPage(firstVisit).panel(THYROID_REPORT)
  await expect(report.getByRole('heading', { name: 'Summary' })).toBeVisible()
  // The patient's projects, example ones included, have loaded: no tour replaced the report.
  const navigation = new NavigationPage(firstVisit)
  await expect(navigation.project('Example: POTS')).toBeVisible()
  await expect(
    firstVisit.getByRole('region', { name: 'View a Sample Project' }),
  ).toBeHidden()
  await expect(report.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(firstVisit).toHaveURL(new RegExp(`${reportPath}$`))

  await firstVisit.getByRole('link', { name: 'New' }).click()
  await expect(
    firstVisit.getByRole('region', { name: 'View a Sample Project' }),
  ).toBeVisible()
  await context.close()
})

test('switching patient while a question is followed keeps the new patient, whenever the poll answers', async ({
  signedInPage: page,
}) => {
  const { panel } = await askQuestion(page)
  const questionId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  await expect(panel).toBeVisible()
  // The new patient's projects take 3 s to load: the question's polls keep
  // answering while the switch is under way.
  await page.route('**/patients/*/projects', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue().catch(() => {})
  })
  let pollsDuringSwitch = 0
  page.on('response', (response) => {
    if (response.url().endsWith(`/analysis/question/${questionId}`))
      pollsDuringSwitch += 1
  })

  const navigation = new NavigationPage(page)
  await navigation.patientButton('Jane Doe').click()
  await navigation.menuItem('Robert Doe').click()
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  expect(pollsDuringSwitch).toBeGreaterThan(0)

  await expect(navigation.patientButton('Robert Doe')).toBeVisible()
  await expect(navigation.project('Heart Health')).toBeVisible()
  // The landing page shows, with the new patient.
  await expect(
    page.getByRole('heading', {
      name: 'Understand your health simply and scientifically',
    }),
  ).toBeVisible()
  await expect(navigation.patientButton('Robert Doe')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('an offline blip while a question is followed ends with the answer shown, and nobody signed out', async ({
  signedInPage: page,
  context,
}) => {
  const { report, panel, release } = await askQuestion(page)
  await context.setOffline(true)
  release()
  await expect(
    page.getByText('You are offline.', { exact: false }),
  ).toBeVisible()
  // The scenario itself is time: seven seconds without a network, while the question finishes.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(7000)
  await context.setOffline(false)

  await report.expectAnswered(panel)
  await expect(page.getByRole('dialog', { name: SESSION_EXPIRED })).toBeHidden()
  await expect(
    page.getByRole('button', { name: /User menu for/ }),
  ).toBeVisible()
  await expect(panel.getByText('We could not load this answer.')).toBeHidden()
})

test('a half-typed note survives the end of the session and the sign-in that follows', async ({
  page,
  user,
}) => {
  await page.clock.install()
  await signIn(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('Thyroid Health')
  const name = page.getByRole('textbox', { name: 'Record name' })
  const content = page.getByRole('textbox', { name: 'Record content' })
  await name.fill(NOTE_TITLE)
  await content.fill(NOTE_CONTENT)
  const recordsPath = new URL(page.url()).pathname

  // The identity provider refuses the next refresh: the session is over.
  await refuseTokenRefresh(page)
  await page.clock.fastForward('10:00')
  const dialog = page.getByRole('dialog', { name: SESSION_EXPIRED })
  await expect(dialog).toBeVisible()
  await expect(name).toBeHidden()
  await page.unroute(TOKEN_ENDPOINT)

  await dialog.getByRole('button', { name: 'Log In' }).click()
  // Still signed in at the identity provider: straight back, to the same page.
  await expect(page).toHaveURL(new RegExp(`${recordsPath}$`))
  await expect(name).toHaveValue(NOTE_TITLE)
  await expect(content).toHaveValue(NOTE_CONTENT)
})

/**
 * Every POST to `url` reaches the API, which carries it out, but its answer
 * never reaches the page. `applied` settles once the API has carried out
 * the first.
 */
async function applyWithoutAnswer(
  page: Page,
  url: string,
): Promise<{ applied: Promise<void> }> {
  let isApplied: () => void = () => {}
  const applied = new Promise<void>((resolve) => {
    isApplied = resolve
  })
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await route.fetch()
    isApplied()
  })
  return { applied }
}

test('a note whose page is reloaded while it is being saved is added once, and selected', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('Thyroid Health')
  // The API saves the note; its answer never reaches the page, reloaded meanwhile.
  const { applied: saved } = await applyWithoutAnswer(
    page,
    '**/patients/*/records',
  )
  await records.noteName.fill(NOTE_TITLE)
  await records.noteContent.fill(NOTE_CONTENT)
  await records.addNoteButton.click()
  await saved
  await page.reload()

  await expect(records.record(NOTE_TITLE)).toBeChecked()
  await expect(records.noteName).toHaveValue('')
  await expect(records.noteContent).toHaveValue('')
  await expect(records.addNoteButton).toBeDisabled()
  await expect(records.recordsList.getByText(NOTE_TITLE)).toHaveCount(1)
})

test('a question whose page is reloaded while it is being sent is asked once; the person is told when its answer is ready', async ({
  page,
  user,
}) => {
  test.setTimeout(90_000)
  await signIn(page, user)
  const report = new ReportPage(page)
  await expect(report.questionField).toBeEnabled()
  // The API creates the question; its answer never reaches the page, reloaded meanwhile.
  const { applied: created } = await applyWithoutAnswer(
    page,
    '**/projects/*/question',
  )
  await report.questionField.fill(QUESTION)
  await report.getAnswerButton.click()
  await created
  await page.reload()

  await expect(report.questionField).toHaveValue('')
  const nav = new NavigationPage(page)
  await expect(
    nav.analysesOf('Thyroid Health').getByText(QUESTION),
  ).toHaveCount(1)
  const notice = page.getByText(/^Your answer is ready:/)
  await expect(notice).toBeVisible({ timeout: 30_000 })
  // The pointer on it holds it, as it does for a person reading it: it
  // closes by itself after 6 s, which a slow axe run can outlast.
  await notice.hover()
  await expectNoAxeViolations(page)
  await notice.getByRole('link', { name: QUESTION }).click()
  await report.expectAnswered(report.panel(QUESTION))
})

test('a patient and a project whose answers are cut off after the API created them are each created once; a rename and a deletion cut off likewise count as done', async ({
  page,
  user,
}) => {
  // The first POST to each reaches the API, which carries it out; then its
  // connection drops, before the answer reaches the page.
  const cutOnce = async (url: string) => {
    let isCut = false
    await page.route(url, async (route) => {
      if (route.request().method() !== 'POST' || isCut) return route.fallback()
      isCut = true
      await route.fetch()
      await route.abort('connectionreset')
    })
  }
  await cutOnce('**/users/*/patients')
  await cutOnce('**/patients/*/projects')
  await signIn(page, user)
  const nav = new NavigationPage(page)
  await nav.openPatientMenu('Jane Doe')
  await nav.chooseMenuItem('Add New Patient')
  const addPatient = nav.dialog('Add New Patient')
  await addPatient.getByRole('textbox', { name: 'Name' }).fill('Ann Smith')
  await nav.press('Enter')
  await addPatient.getByRole('button', { name: 'Save' }).click()
  await expect(addPatient).toBeHidden()
  await expect(nav.patientButton('Ann Smith')).toBeVisible()

  await nav.newProjectButton.click()
  await nav.region.getByRole('textbox', { name: 'Project name' }).fill('Sleep')
  await nav.press('Enter')
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await expect(nav.project('Sleep')).toHaveAttribute('aria-current', 'true')

  // Read afresh from the API: one of each.
  await page.reload()
  await expect(nav.project('Sleep')).toHaveCount(1)
  await nav.openPatientMenu('Ann Smith')
  await nav.chooseMenuItem('Jane Doe')
  await nav.openPatientMenu('Jane Doe')
  await expect(
    nav.patientMenu.getByRole('menuitem', { name: 'Ann Smith', exact: true }),
  ).toHaveCount(1)
  await nav.press('Escape')

  // The API renames, then deletes, the project; each time the connection
  // drops before its answer.
  await page.route('**/projects/*', async (route) => {
    if (!['PATCH', 'DELETE'].includes(route.request().method()))
      return route.fallback()
    await route.fetch()
    await route.abort('connectionreset')
  })
  await nav.editProjectButton('Thyroid Health').click()
  const editProject = nav.dialog('Edit Project')
  await editProject
    .getByRole('textbox', { name: 'Project name' })
    .fill('Thyroid')
  await nav.press('Enter')
  await expect(editProject).toBeHidden()
  await expect(nav.project('Thyroid Health')).toBeHidden()
  await expect(nav.project('Thyroid')).toBeVisible()

  await nav.deleteProject('Thyroid')
  await expect(page.getByText('Project deleted successfully')).toBeVisible()
  await expect(nav.project('Thyroid')).toBeHidden()
})

test('while the API’s reads lag behind its writes, a project created, renamed and deleted shows each change at once', async ({
  page,
  user,
}) => {
  // Every read of the patient's projects answers as the first one did.
  let before: unknown = null
  let laggingReads = 0
  await page.route('**/patients/*/projects', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    if (before === null) before = (await response.json()) as unknown
    else laggingReads += 1
    await route.fulfill({ response, json: before })
  })
  await signIn(page, user)
  const nav = new NavigationPage(page)
  await expect(nav.project('Thyroid Health')).toBeVisible()
  const readAgain = async () => {
    const reads = laggingReads
    await expect.poll(() => laggingReads).toBeGreaterThan(reads)
  }

  let reads = readAgain()
  await nav.newProjectButton.click()
  await nav.region.getByRole('textbox', { name: 'Project name' }).fill('Sleep')
  await nav.press('Enter')
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await reads
  await expect(nav.project('Sleep')).toHaveAttribute('aria-current', 'true')
  await expect(new RecordsPage(page).projectButton).toContainText('Sleep')

  reads = readAgain()
  await nav.editProjectButton('Sleep').click()
  const editProject = nav.dialog('Edit Project')
  await editProject
    .getByRole('textbox', { name: 'Project name' })
    .fill('Sleep diary')
  await nav.press('Enter')
  await reads
  await expect(nav.project('Sleep diary')).toBeVisible()

  reads = readAgain()
  await nav.deleteProject('Sleep diary')
  await expect(page.getByText('Project deleted successfully')).toBeVisible()
  await reads
  await expect(nav.project('Sleep diary')).toBeHidden()
  await expect(nav.project('Thyroid Health')).toBeVisible()
})

test('a session ended from another page takes the data off the screen and asks to sign in again', async ({
  signedInPage: page,
  context,
}) => {
  const report = new ReportPage(page)
  await report.openThyroidReport()

  const other = await context.newPage()
  await other.goto('/')
  await other.getByRole('button', { name: /User menu for/ }).click()
  await other.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(other.locator('#username')).toBeVisible()

  const dialog = page.getByRole('dialog', { name: SESSION_EXPIRED })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(report.panel(THYROID_REPORT)).toBeHidden()
  await expect(
    page.getByRole('navigation', { name: 'Patients and projects' }),
  ).toBeHidden()
  await expect(page.getByText('Jane Doe')).toBeHidden()

  await dialog.getByRole('button', { name: 'Log In' }).click()
  await expect(page.locator('#username')).toBeVisible()
})

test('menus and dialogs whose code could not be fetched open once the connection is back; the page stays', async ({
  page,
  user,
}) => {
  // Every request for the code loaded after the page (the menu, the dialog
  // and its form, toasts) and for the dialog's styles fails, as on a
  // dropped connection.
  let isCut = true
  await page.route(
    /\/assets\/((menu-popup|dialog-frame|add-patient-dialog|unstyled)-[^/]+\.js|(dialog|add-patient-dialog)-[^/]+\.css)$/,
    (route) => (isCut ? route.abort('internetdisconnected') : route.fallback()),
  )
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  await signIn(page, user)
  const nav = new NavigationPage(page)

  const patient = nav.patientButton('Jane Doe')
  const heading = page.getByRole('heading', { name: /Understand your health/ })
  await patient.click()
  // The page is still there; the menu waits for its code.
  await expect(heading).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(patient).toHaveAttribute('aria-expanded', 'true')
  // A press outside closes it meanwhile, as it would close the open menu.
  await heading.click()
  await expect(patient).toHaveAttribute('aria-expanded', 'false')
  await patient.click()

  isCut = false
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await nav.menuItem('Add New Patient').click()
  const dialog = page.getByRole('dialog', { name: 'Add New Patient' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  expect(await hasStylesOf(page, 'dialog')).toBe(true)
  expect(await hasStylesOf(page, 'add-patient-dialog')).toBe(true)
  expect(failures).toEqual([])
})

/**
 * Fails every request for the report page's code and stylesheet, as on a
 * connection that drops as that page is opened; the returned function
 * brings the connection back.
 */
async function cutReportPageCode(page: Page) {
  let isCut = true
  await page.route(/\/assets\/report-detail-route-[^/]+\.(js|css)$/, (route) =>
    isCut ? route.abort('internetdisconnected') : route.fallback(),
  )
  return async () => {
    isCut = false
    await page.context().setOffline(true)
    await page.context().setOffline(false)
  }
}

/** Whether the stylesheet of the chunk named `chunk` has loaded and applies. */
const hasStylesOf = (page: Page, chunk: string) =>
  page.evaluate(
    (prefix) =>
      [...document.styleSheets].some((sheet) => {
        if (!sheet.href?.includes(prefix)) return false
        // One that failed to load is there too, with no rules, or rules
        // that cannot be read.
        try {
          return sheet.cssRules.length > 0
        } catch {
          return false
        }
      }),
    `/assets/${chunk}-`,
  )

test('a page whose code could not be fetched opens once the connection is back; the page before it stays', async ({
  page,
  user,
}) => {
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  await signIn(page, user)
  const heading = page.getByRole('heading', { name: /Understand your health/ })
  await expect(heading).toBeVisible()

  const reconnect = await cutReportPageCode(page)
  const panel = await new ReportPage(page).clickThyroidReport()
  // The page the person was on stays while the report's code is awaited.
  await expect(heading).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)

  await reconnect()
  await expect(panel.getByRole('heading', { name: 'Summary' })).toBeVisible()
  expect(await hasStylesOf(page, 'report-detail-route')).toBe(true)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  expect(failures).toEqual([])
})

test('a report link whose page code could not be fetched at first opens once the connection is back', async ({
  page,
  user,
}) => {
  const reportPath = await signInToThyroidReport(page, user)
  await page.goto('about:blank')

  const reconnect = await cutReportPageCode(page)
  await page.goto(reportPath)
  await expect(page.locator('main[aria-busy="true"]')).toBeVisible()
  await reconnect()
  const panel = new ReportPage(page).panel(THYROID_REPORT)
  await expect(panel.getByRole('heading', { name: 'Summary' })).toBeVisible()
  expect(await hasStylesOf(page, 'report-detail-route')).toBe(true)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})

/**
 * A deployment under the open page: the server no longer has this build's
 * chunks that match `gone`, and its index.html, as the app fetches it,
 * names the new build's scripts.
 */
async function deployNewBuild(page: Page, gone: RegExp) {
  await page.route(gone, (route) => route.fulfill({ status: 404 }))
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replaceAll(
        '/assets/',
        '/assets/next/',
      )
      return route.fulfill({ response, body })
    },
  )
}

test('a page whose code is gone after a new build was deployed opens from that build, loaded afresh', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  await expect(
    page.getByRole('heading', { name: /Understand your health/ }),
  ).toBeVisible()

  await deployNewBuild(page, /\/assets\/report-detail-route-[^/]+\.js$/)
  const loadedAfresh = page.waitForEvent('load')
  const report = await new ReportPage(page).clickThyroidReport()
  await loadedAfresh
  await page.unrouteAll()

  // The page the person asked for, without asking again.
  await expect(report.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
})

test('a menu whose code is gone after a new build was deployed asks to reload the page; reloaded, it opens', async ({
  page,
  user,
}) => {
  // Deployed before the page is idle, when the menu's code loads.
  await deployNewBuild(page, /\/assets\/menu-popup-[^/]+\.js$/)
  await signIn(page, user)
  const nav = new NavigationPage(page)
  const notice = page.getByRole('alert').filter({ hasText: CODE_UNAVAILABLE })
  // Nobody asked for the menu yet: nothing to say.
  await page.waitForResponse(/\/assets\/menu-popup-[^/]+\.js$/)
  await expect(notice).toHaveCount(0)

  await nav.patientButton('Jane Doe').click()
  await expect(notice).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Gone for good: until the page has loaded afresh, from the new build.
  const loadedAfresh = page.waitForEvent('load')
  await notice.getByRole('button', { name: 'Reload page' }).click()
  await loadedAfresh
  await page.unrouteAll()
  await nav.patientButton('Jane Doe').click()
  await expect(nav.menuItem('Add New Patient')).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('a report whose reads keep failing costs the API four requests, then says so with the error ID', async ({
  page,
  user,
}) => {
  const reportPath = await signInToThyroidReport(page, user)
  const reportId = reportPath.split('/').at(-1) ?? ''
  let reads = 0
  await page.route(`**/analysis/*/${reportId}`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback()
    reads += 1
    return route.fulfill({
      status: 500,
      headers: {
        'Access-Control-Allow-Origin': new URL(page.url()).origin,
        'Access-Control-Expose-Headers': 'X-Request-Id',
        'Content-Type': 'application/json',
        'X-Request-Id': 'req_outage',
      },
      body: JSON.stringify({ detail: 'Internal server error' }),
    })
  })

  // A fresh page: nothing of the report is in memory.
  await page.clock.install()
  await page.reload()
  await expect(page.getByText('We could not load this answer.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    page.getByText(
      'Something went wrong, our team is on it. Please reach out support if it persists (Error ID: req_outage)',
    ),
  ).toBeVisible()
  expect(reads).toBe(4)
  // A minute later, nothing more was asked for.
  await page.clock.runFor(60_000)
  expect(reads).toBe(4)
})
