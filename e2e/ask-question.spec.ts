import { expect, expectNoAxeViolations, test } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { holdQuestionsInProgress, ReportPage } from './pages/report'

const QUESTION = 'What lifestyle changes help with Hashimoto thyroiditis?'
const FOLLOW_UP = 'Does selenium help with Hashimoto thyroiditis?'

test('ask a question, follow it to its report, read a citation and ask a follow-up', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000)
  const report = new ReportPage(page)
  const navigation = new NavigationPage(page)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  // Make Thyroid Health the active project (choosing it opens its records),
  // then come back to the question tab.
  await navigation.project('Thyroid Health').click()
  await page.getByRole('button', { name: /^Project / }).click()
  await page.getByRole('menuitemradio', { name: 'Thyroid Health' }).click()
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await page.getByRole('tab', { name: 'Ask A Question' }).click()
  await expect(report.questionField).toBeEnabled()
  await expectNoAxeViolations(page)

  // An example fills the field; the question goes out with the keyboard.
  await page
    .getByRole('button', {
      name: 'Which medications help most with fibromyalgia pain?',
    })
    .click()
  await expect(report.questionField).toBeFocused()
  const release = await holdQuestionsInProgress(page)
  await report.questionField.fill(QUESTION)
  await expect(page.getByText(`${QUESTION.length}/200`)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(report.getAnswerButton).toBeFocused()
  await page.keyboard.press('Enter')

  // Pending, then the answer with its citations.
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  const panel = report.panel(QUESTION)
  await expect(panel.getByText('Researching your question…')).toBeVisible()
  release()
  await report.expectAnswered(panel)
  await expect(panel.getByRole('status')).toHaveText('Your answer is ready')
  await expectNoAxeViolations(page)

  // A citation by keyboard: the side panel takes focus, Escape gives it back.
  const marker = report.marker(panel, 1)
  await marker.focus()
  await expect(page.getByRole('tooltip')).toContainText('Reference 1:')
  await page.keyboard.press('Enter')
  const citation = report.sidePanel('Citation')
  await expect(citation).toBeVisible()
  await expect(
    citation.getByRole('heading', { name: 'Citation' }),
  ).toBeFocused()
  await expect(
    citation.getByRole('region', { name: 'Excerpt from the paper' }),
  ).toContainText('Across 41 studies')
  await expectNoAxeViolations(page, ReportPage.sidePanelSelector)
  await page.keyboard.press('Escape')
  await expect(citation).toBeHidden()
  await expect(marker).toBeFocused()

  // The references, in the side panel.
  await panel.getByRole('button', { name: 'References' }).first().click()
  const references = report.sidePanel('References')
  await expect(references.getByRole('link', { name: 'PubMed' })).toHaveCount(3)
  await expectNoAxeViolations(page, ReportPage.sidePanelSelector)
  await references.getByRole('button', { name: 'Close panel' }).click()
  await expect(references).toBeHidden()

  // A follow-up opens beside the question and completes there.
  await report.followUpField.fill(FOLLOW_UP)
  await report.followUpField.press('Enter')
  const followUp = report.panel(FOLLOW_UP)
  await expect(followUp).toBeVisible()
  await expect(report.followUpField).toHaveValue('')
  await expect(report.panels).toHaveCount(2)
  await report.expectAnswered(followUp)
  await expect(
    panel
      .getByRole('region', { name: 'Your follow-up questions' })
      .getByRole('button', { name: FOLLOW_UP }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  expect(dialogs).toEqual([])
})

test('a question that fails can be asked again, in the same project', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000)
  const report = new ReportPage(page)
  // The stand-in fails every question that names its failure trigger.
  const question = 'Please simulate failure: does iodine help my thyroid?'

  await page.getByRole('tab', { name: 'Ask A Question' }).click()
  await report.askQuestion(question)
  const failedUrl = page.url()
  const panel = report.panel(question)
  const alert = panel.getByRole('alert')
  await expect(alert).toContainText('This answer could not be completed.', {
    timeout: 30_000,
  })
  await expectNoAxeViolations(page)

  await alert.getByRole('button', { name: 'Ask again' }).click()
  // A new question with the same words, opened in place of the failed one.
  await expect(page).not.toHaveURL(failedUrl)
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  await expect(
    page.getByRole('heading', { level: 1, name: question }),
  ).toBeVisible()
  await expect(report.panel(question).getByRole('alert')).toContainText(
    'This answer could not be completed.',
    { timeout: 30_000 },
  )
})

test('an answer that finishes while the person is elsewhere says so, with a link, and the tab’s title counts it until it is opened', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000)
  const report = new ReportPage(page)
  const question = 'Does magnesium help with Hashimoto fatigue?'

  await page.getByRole('tab', { name: 'Ask A Question' }).click()
  const release = await holdQuestionsInProgress(page)
  await report.askQuestion(question)
  await expect(
    report.panel(question).getByText('Researching your question…'),
  ).toBeVisible()

  // Elsewhere: the page of a new question, when the answer comes.
  await page.getByRole('link', { name: 'New' }).click()
  await expect(report.panel(question)).toBeHidden()
  release()
  const notice = page.getByText(/^Your answer is ready:/)
  await expect(notice).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveTitle('(1) Health Research Assistant')
  await expectNoAxeViolations(page)

  await notice.getByRole('link', { name: question }).click()
  await report.expectAnswered(report.panel(question))
  await expect(page).toHaveTitle('Health Research Assistant')
})
