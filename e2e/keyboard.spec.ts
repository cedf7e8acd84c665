import type { Locator, Page } from '@playwright/test'

import { expect, test, type TestUser } from './fixtures'
import { expectFocusInside, press, tabTo, tabToVisibly } from './pages/keyboard'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import {
  holdQuestionsInProgress,
  ReportPage,
  THYROID_REPORT,
} from './pages/report'

// Keyboard-only journeys: after the page is opened, only keys (Tab,
// Shift+Tab, Enter, Space, Escape, arrows) and typing; no mouse.

const HEADING = 'Understand your health simply and scientifically'
const QUESTION = 'Does vitamin D help people with Hashimoto thyroiditis?'
const NOTE =
  'Home blood pressure, morning readings this week: 118/76, 121/79, 117/75 mmHg.'
const LOCKED = 'This record is part of the project and cannot be unselected.'

/** Types into the identity provider's form and presses Enter. */
async function signInWithKeyboard(page: Page, user: TestUser) {
  await page.goto('/')
  // The app sends a visitor who is not signed in to the identity provider.
  const username = page.locator('#username')
  await expect(username).toBeVisible()
  await tabTo(page, username)
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  await expect(page.locator('#password')).toBeFocused()
  await page.keyboard.type(user.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
}

/** Opens the main project menu with Enter and chooses `name` with the arrow keys. */
async function chooseProjectWithKeyboard(page: Page, name: string) {
  const records = new RecordsPage(page)
  await tabToVisibly(page, records.projectButton)
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitemradio', { name })
  await expect(item).toBeVisible()
  await arrowTo(page, item)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await expect(records.projectButton).toContainText(name)
}

/** Moves through an open menu, from its first item down, until `item` has focus. */
async function arrowTo(page: Page, item: Locator) {
  // The menu takes focus a moment after it opens; keys pressed before then are lost.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="menu"]')),
      ),
    )
    .toBe(true)
  await page.keyboard.press('Home')
  for (let step = 0; step < 12; step++) {
    if (await item.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('ArrowDown')
  }
  await expect(item).toBeFocused()
}

/** A live region (role=status/alert or aria-live) holds `text`. */
async function expectAnnounced(page: Page, text: string | RegExp) {
  const region = page
    .locator('[role="status"], [role="alert"], [aria-live]')
    .filter({ hasText: text })
  await expect(region.first()).toBeAttached()
}

test('sign in, ask a question, read a citation and the references, by keyboard', async ({
  page,
  user,
}) => {
  test.setTimeout(90_000)
  await signInWithKeyboard(page, user)
  const report = new ReportPage(page)

  // A project that takes questions, then back to the question tab.
  await chooseProjectWithKeyboard(page, 'Thyroid Health')
  // Focus continues from the new page's main content; the tabs move by arrow key.
  await expectFocusInside(page.getByRole('main'))
  await tabToVisibly(page, page.getByRole('tab', { name: 'Analyze My Health' }))
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Ask A Question' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/[^/]+\/questions$/)

  const release = await holdQuestionsInProgress(page)
  await tabToVisibly(page, report.questionField)
  await page.keyboard.type(QUESTION)
  await tabToVisibly(page, report.getAnswerButton)
  await page.keyboard.press('Enter')

  // Pending, then finished: both said in the panel's live region.
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  const panel = report.panel(QUESTION)
  await expect(panel.getByRole('status')).toContainText(
    'Researching your question…',
  )
  release()
  await expect(panel.getByRole('status')).toHaveText('Your answer is ready', {
    timeout: 30_000,
  })
  await report.expectAnswered(panel)

  // Forward through the answer to its first citation: never under the bar.
  const marker = report.marker(panel, 1)
  await tabToVisibly(page, marker, { cover: report.questionBar, max: 80 })
  await page.keyboard.press('Enter')
  const citation = report.sidePanel('Citation')
  await expect(
    citation.getByRole('heading', { name: 'Citation' }),
  ).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(citation).toBeHidden()
  await expect(marker).toBeFocused()

  // Back up to the panel's References button; the list opens beside it.
  const referencesButton = panel
    .getByRole('button', { name: 'References' })
    .first()
  await tabToVisibly(page, referencesButton, {
    backwards: true,
    cover: report.questionBar,
    max: 80,
  })
  await page.keyboard.press('Enter')
  const references = report.sidePanel('References')
  await expect(references).toBeVisible()
  await expectFocusInside(references)
  await tabToVisibly(page, references.getByRole('link').first(), {
    cover: report.questionBar,
  })
  // Escape first closes the link's tooltip (WCAG 1.4.13), then the panel.
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await expect(references).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(references).toBeHidden()
  await expect(referencesButton).toBeFocused()

  // Down to the follow-up field in the fixed bar.
  await tabToVisibly(page, report.followUpField, { max: 80 })
})

test('add a note, upload a file and create a report, by keyboard', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000)
  await signInWithKeyboard(page, user)
  const records = new RecordsPage(page)
  await chooseProjectWithKeyboard(page, 'Thyroid Health')

  // How to Use: focus goes in, stays in, and comes back to its button.
  const howToButton = records.main.getByRole('button', { name: 'How to use' })
  await expectFocusInside(records.main)
  await tabToVisibly(page, howToButton)
  await page.keyboard.press('Enter')
  const howTo = page.getByRole('dialog', {
    name: 'How to Use Analyze My Health',
  })
  await expectFocusInside(howTo)
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab')
    await expectFocusInside(howTo)
  }
  await page.keyboard.press('Escape')
  await expect(howTo).toBeHidden()
  await expect(howToButton).toBeFocused()

  // A record of the project stays selected; the toast saying so is announced.
  const locked = records.record('Thyroid blood test results')
  await tabToVisibly(page, locked)
  await page.keyboard.press('Space')
  await expect(locked).toBeChecked()
  await expectAnnounced(page, LOCKED)

  // A note: the dialog takes focus and closes by itself once added.
  await tabToVisibly(page, records.noteName)
  await page.keyboard.type('Blood pressure log')
  await tabToVisibly(page, records.noteContent)
  await page.keyboard.type(NOTE)
  await tabToVisibly(page, records.addNoteButton)
  await page.keyboard.press('Enter')
  await expect(records.noteDialog).toBeVisible()
  await expectFocusInside(records.noteDialog)
  await expectAnnounced(
    page,
    'Your note was added to the health records and selected.',
  )
  await expect(records.noteDialog).toBeHidden({ timeout: 5000 })
  await expect(records.record('Blood pressure log')).toBeChecked()
  // Add Note is disabled again, so focus waits in the name field for the next note.
  await expect(records.noteName).toBeFocused()

  // A file: the Files tab by arrow key, the file chooser by Enter.
  await tabToVisibly(page, records.tab('Copy & Paste'), { backwards: true })
  await page.keyboard.press('ArrowRight')
  await expect(records.tab('Files')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(records.tab('Files')).toHaveAttribute('aria-selected', 'true')
  await tabToVisibly(page, records.chooseFilesButton)
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (
    await chooser
  ).setFiles({
    name: 'ferritin-results.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Ferritin 35 ug/L (range 15-150). Vitamin D 48 nmol/L.',
    ),
  })
  await expect(records.uploadDialog).toBeVisible()
  await expectFocusInside(records.uploadDialog)
  await tabToVisibly(page, records.uploadButton)
  await page.keyboard.press('Enter')
  await expect(records.uploadItem('ferritin-results.txt')).toContainText(
    'Uploaded',
  )
  await expect(records.uploadDialog).toBeHidden({ timeout: 5000 })
  await expect(records.record('ferritin-results.txt')).toBeChecked()
  await expectFocusInside(records.main)

  // The report: pending and finished are announced.
  await tabToVisibly(page, records.createReportButton, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  const panel = page.getByRole('region', { name: /^Health report: / })
  await expect(panel.getByRole('status')).toContainText(
    'Preparing your health report…',
  )
  await expect(panel.getByRole('status')).toHaveText('Your report is ready', {
    timeout: 30_000,
  })
})

/** Opens the Thyroid Health report from the project tree with Tab and Enter. */
async function openThyroidReportWithKeyboard(page: Page) {
  const navigation = new NavigationPage(page)
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await tabToVisibly(page, page.getByRole('button', { name: 'Navigation' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  }
  const project = navigation.project('Thyroid Health')
  await tabToVisibly(page, project)
  if ((await project.getAttribute('aria-expanded')) !== 'true') {
    await page.keyboard.press('Enter')
  }
  await tabToVisibly(
    page,
    navigation.region.getByRole('link', { name: /Thyroid Health Report/ }),
  )
  await page.keyboard.press('Enter')
  const report = new ReportPage(page)
  const panel = report.panel(THYROID_REPORT)
  await expect(panel.getByRole('heading', { name: 'Summary' })).toBeVisible()
  return panel
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, Tab through a long report never hides focus under the question bar`, async ({
    page,
    user,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await signInWithKeyboard(page, user)
    await openThyroidReportWithKeyboard(page)
    const report = new ReportPage(page)
    const cover = report.questionBar
    await tabToVisibly(page, report.followUpField, { cover, max: 150 })
    // And back up to the top of the page.
    const about = page.getByRole('link', { name: 'About' })
    await tabToVisibly(page, about, { cover, backwards: true, max: 150 })
    await expect(about).toBeFocused()
  })
}

test.describe('while the guided tour shows', () => {
  test.use({ toursSeen: false })

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px, Tab never hides focus under the tour card`, async ({
      page,
      user,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await signInWithKeyboard(page, user)
      const intro = page.getByRole('region', { name: 'View a Sample Project' })
      await tabToVisibly(page, intro.getByRole('button', { name: 'Next' }))
      await page.keyboard.press('Enter')
      const card = page.getByRole('region', { name: 'The First Report' })
      await expect(
        card.getByRole('heading', { name: 'The First Report' }),
      ).toBeFocused()

      // Round the page, from the navigation through the report to the footer.
      await tabToVisibly(
        page,
        page.getByRole('contentinfo').getByRole('link', {
          name: 'Accessibility statement',
        }),
        { cover: card, max: 150 },
      )
      await tabToVisibly(page, card.getByRole('button', { name: 'Next' }))
    })
  }
})

test('switch patient with the patient menu, by keyboard', async ({
  page,
  user,
}) => {
  await signInWithKeyboard(page, user)
  const navigation = new NavigationPage(page)
  const jane = navigation.patientButton('Jane Doe')
  await tabToVisibly(page, jane)
  await page.keyboard.press('Enter')
  await expect(navigation.patientMenu).toBeVisible()
  await arrowTo(page, navigation.menuItem('Robert Doe'))
  await page.keyboard.press('Enter')
  const robert = navigation.patientButton('Robert Doe')
  await expect(robert).toBeVisible()
  await expect(robert).toBeFocused()
  await expect(navigation.project('Heart Health')).toBeVisible()

  // Escape closes the menu and leaves focus on its button.
  await press(page, 'Enter')
  await expect(navigation.patientMenu).toBeVisible()
  await press(page, 'Escape')
  await expect(navigation.patientMenu).toBeHidden()
  await expect(robert).toBeFocused()
})
