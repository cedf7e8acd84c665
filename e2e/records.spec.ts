import { closeSync, openSync, ftruncateSync } from 'node:fs'

import type { Request } from '@playwright/test'

import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  signIn,
  test,
} from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'

const OVER_LIMIT_BYTES = 52_428_801
const NOTE =
  'Home blood pressure, morning readings this week: 118/76, 121/79, 117/75 mmHg.'

/**
 * Playwright refuses in-memory buffers of 50 MB and more, so the file over
 * the limit is written to disk (sparse, so it costs no space).
 */
function writeOversizeFile(path: string) {
  const fd = openSync(path, 'w')
  ftruncateSync(fd, OVER_LIMIT_BYTES)
  closeSync(fd)
  return path
}

test('add records: paste a note and upload files, by keyboard; a file over 50 MB is never sent', async ({
  page,
  user,
}, testInfo) => {
  await signIn(page, user)
  const records = new RecordsPage(page)
  const uploads: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/record/file'))
      uploads.push(request)
  })

  await records.openProjectRecords('Thyroid Health')
  await expect(records.record('Thyroid blood test results')).toBeChecked()
  await expectNoAxeViolations(page)

  // A note the API rejects: the reason shows and the text stays in the form.
  await records.noteName.fill('Shopping list')
  await records.noteContent.fill(
    'Please simulate rejection: milk, eggs, bread.',
  )
  await records.noteContent.press('Tab')
  await expect(records.addNoteButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(records.noteDialog.getByRole('alert')).toHaveText(
    'This note could not be processed: it does not look like health information.',
  )
  await expectNoAxeViolations(page, '[role="dialog"]')
  await records.noteDialog
    .getByRole('button', { name: 'Back to my note' })
    .press('Enter')
  await expect(records.noteDialog).toBeHidden()
  await expect(records.noteName).toHaveValue('Shopping list')

  // The real note: added, selected, and the dialog closes by itself.
  await records.noteName.fill('Blood pressure log')
  await records.noteContent.fill(NOTE)
  await records.addNoteButton.press('Enter')
  await expect(records.noteDialog).toContainText(
    'Your note was added to the health records and selected.',
  )
  await expect(records.noteDialog).toBeHidden({ timeout: 5000 })
  await expect(records.record('Blood pressure log')).toBeChecked()
  await expect(records.noteName).toHaveValue('')

  // Files: the tab by arrow key, the picker by Enter.
  await records.tab('Copy & Paste').focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(records.tab('Files')).toHaveAttribute('aria-selected', 'true')

  await records.pickFilesWithKeyboard(records.chooseFilesButton, {
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  })
  await expect(
    records.main.getByText(
      '"setup.exe" cannot be uploaded: this type of file is not supported.',
    ),
  ).toBeVisible()
  await expect(records.uploadDialog).toBeHidden()

  await records.pickFilesWithKeyboard(records.chooseFilesButton, {
    name: 'ferritin-results.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Ferritin 35 ug/L (range 15-150). Vitamin D 48 nmol/L.',
    ),
  })
  await expect(records.uploadItem('ferritin-results.txt')).toContainText(
    'Ready to upload',
  )
  await records.pickFilesWithKeyboard(
    records.uploadDialog.getByRole('button', { name: 'Add more files' }),
    writeOversizeFile(testInfo.outputPath('mri-scan.pdf')),
  )
  await expect(records.uploadItem('mri-scan.pdf')).toContainText(
    'File size exceeds 50MB limit',
  )
  await expectNoAxeViolations(page, '[role="dialog"]')

  await records.uploadButton.focus()
  await page.keyboard.press('Enter')
  await expect(records.uploadItem('ferritin-results.txt')).toContainText(
    'Uploaded',
  )
  // Only the accepted file went out; the dialog closes 1 s after its batch.
  await expect(records.uploadDialog).toBeHidden({ timeout: 5000 })
  expect(uploads).toHaveLength(1)
  const created = (await (await uploads[0]?.response())?.json()) as {
    title: string
  }
  expect(created.title).toBe('ferritin-results.txt')

  await expect(records.record('ferritin-results.txt')).toBeChecked()
  await expect(records.selectedRecords(4)).toContainText('ferritin-results.txt')
  await expect(records.selectedRecords(4)).toContainText('Blood pressure log')

  // The list scrolls by keyboard.
  await records.recordsList.focus()
  await expect(records.recordsList).toBeFocused()
})

test('a demo project and a Generic Profile refuse every write with its message', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('Example: POTS')
  await expect(
    records.main.getByText('This is a demo project and is read-only.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await records.record('Symptom diary: energy and sleep').check()
  await records.createReportButton.click()
  await expect(
    records.toast(
      'Reports cannot be created for demo projects. Please create a new project.',
    ),
  ).toBeVisible()
  await expect(
    records.main.getByText(
      'Notes cannot be added to demo projects. Please create a new project.',
    ),
  ).toBeVisible()
  await expect(records.noteName).toHaveCount(0)
  await records.tab('Files').click()
  await expect(
    records.main.getByText('Files cannot be uploaded to demo projects'),
  ).toBeVisible()
  await expect(records.chooseFilesButton).toHaveCount(0)

  const navigation = new NavigationPage(page)
  await navigation.patientButton('Jane Doe').click()
  await navigation.menuItem('Generic profile').click()
  await page.goto('/records')
  await expect(
    records.main.getByRole('heading', {
      name: 'To create or update a health report, select a patient profile.',
    }),
  ).toBeVisible()
  await expect(records.createReportButton).toHaveCount(0)
  await expect(records.tab('Files')).toHaveCount(0)
  await expect(
    records.main.getByRole('link', { name: 'See example' }),
  ).toHaveCount(0)
  await expectNoAxeViolations(page)

  await records.main.getByRole('button', { name: 'Add New Patient' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Add New Patient' }),
  ).toBeVisible()
})

test('while files upload, the browser asks before the page is closed; once they are in, it closes without asking', async ({
  page,
  user,
}) => {
  await signIn(page, user)
  const records = new RecordsPage(page)
  await records.openProjectRecords('Thyroid Health')
  await records.tab('Files').click()
  const sendUpload = await holdRequests(page, '**/record/file')
  await records.pickFilesWithKeyboard(records.chooseFilesButton, {
    name: 'thyroid-ultrasound.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Thyroid ultrasound: small colloid nodule, 6 mm.'),
  })
  const sent = page.waitForRequest('**/record/file')
  await records.uploadButton.click()
  await sent

  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  await expect(records.uploadItem('thyroid-ultrasound.txt')).toContainText(
    'Uploading',
  )

  sendUpload()
  await expect(records.uploadItem('thyroid-ultrasound.txt')).toContainText(
    'Uploaded',
  )
  // Any dialog now is noted and accepted, so that the page still closes.
  const dialogs: string[] = []
  page.on('dialog', (unexpected) => {
    dialogs.push(unexpected.type())
    void unexpected.accept()
  })
  const closed = page.waitForEvent('close')
  await page.close({ runBeforeUnload: true })
  await closed
  expect(page.isClosed()).toBe(true)
  expect(dialogs).toEqual([])
})
