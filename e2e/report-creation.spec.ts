import { expect, expectNoAxeViolations, signIn, test } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import { ReportPage } from './pages/report'

const DIARY = 'Symptom diary: energy and sleep'
const PHOTO = 'insulin-pump-settings.jpg'
const LOCKED = 'This record is part of the project and cannot be unselected.'

test('select records, create a report, watch it complete with citations; its records then stay selected', async ({
  page,
  user,
}) => {
  test.setTimeout(90_000)
  await signIn(page, user)
  const records = new RecordsPage(page)
  const report = new ReportPage(page)
  const navigation = new NavigationPage(page)

  await records.openProjectRecords('My First Project')
  await expect(records.selectedRecords(0)).toContainText(
    'No records selected yet.',
  )

  // Nothing selected: the button says what is missing.
  await records.createReportButton.click()
  await expect(
    records.toast('Please select at least one record to create a report.'),
  ).toBeVisible()

  // Two records, chosen with the keyboard.
  await records.record(DIARY).focus()
  await page.keyboard.press('Space')
  await records.record(PHOTO).focus()
  await page.keyboard.press('Space')
  await expect(records.selectedRecords(2)).toContainText(DIARY)
  await expect(records.deleteButton(DIARY)).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoAxeViolations(page)

  await records.createReportButton.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  const reportUrl = page.url()

  // Pending in the project tree, then complete with numbered citations.
  const panel = page.getByRole('region', {
    name: /^Health report: .+ and 1 more$/,
  })
  await expect(
    panel.getByRole('heading', { name: 'What the research says' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(report.marker(panel, 1)).toBeVisible()
  await expect(
    navigation
      .analysesOf('My First Project')
      .getByRole('link', { name: /Health report: .+ and 1 more/ }),
  ).toBeVisible()

  // Back on the records step the report's records belong to the project.
  await page.goto(reportUrl.replace(/\/report\/analyses\/.*$/, '/records'))
  await records.chooseProject('My First Project')
  const diary = records.record(DIARY)
  await expect(diary).toBeChecked()
  await expect(diary).toHaveAttribute('aria-disabled', 'true')
  // aria-disabled, not disabled: it stays focusable and explains itself.
  await diary.focus()
  await page.keyboard.press('Space')
  await expect(records.toast(LOCKED)).toBeVisible()
  await expect(diary).toBeChecked()
  await expect(records.deleteButton(PHOTO)).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('a record that is not selected and in no project can be deleted after confirming', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('My First Project')

  await records.deleteButton(PHOTO).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' })
  await expect(dialog).toContainText(
    `Delete the record "${PHOTO}"? This cannot be undone.`,
  )
  await expectNoAxeViolations(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(records.record(PHOTO)).toHaveCount(0)
})
