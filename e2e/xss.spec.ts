import type { Page } from '@playwright/test'

import { API_URL, IDP_URL } from '../playwright.config'
import {
  findDangerousDom,
  HTML_PAYLOADS,
  SAFE_LITERATURE_LINKS,
  XSS_PAYLOADS,
  xssBibliography,
  xssMarkdown,
} from '../src/testing/xss-corpus'

import { expect, signIn, test, type TestUser } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import { ReportPage, rewriteAnalyses } from './pages/report'

const PATIENT_NAME = '<script>alert(1)</script> Smith'
const PROJECT_NAME = '<img src=x onerror=window.__xss=1>Main project'
const REPORT_TITLE = '<svg onload=window.__xss=1>Report'
const FOLLOW_UP = '<img src=x onerror=alert(1)> follow-up?'
const FREE_RECORD = '<iframe srcdoc="<script>parent.__xss=1</script>">free'
const UI_NOTE = '<a href="javascript:window.__xss=1">typed note</a>'
const NOTE_TEXT = ' — home blood pressure 120/80 mmHg, measured twice.'

/**
 * The page's own elements a forbidden tag matches: its module script, the
 * loading page's watch (index.html's inline script after the startup failure
 * screen), its stylesheet (index.html's, at the end of the body:
 * vite.config.ts, inlinePageStyles) and the identity provider's frames of
 * the session checks.
 */
const APP_ELEMENTS = [
  'body > script[type="module"]',
  'body > template#startup-failure + script:not([src]):not([type])',
  'body > link[rel="stylesheet"][href^="/assets/"]',
  `body > iframe[src^="${IDP_URL}/realms/"][src$="/login-status-iframe.html"]`,
  `body > iframe[src^="${IDP_URL}/realms/"][src$="/3p-cookies/step1.html"]`,
]

interface Created {
  id: string
  patientProjectId?: string
}

/** Signs in and returns the bearer header the app sends to the API. */
async function signInForToken(page: Page, user: TestUser) {
  const apiCall = page.waitForRequest(
    (request) =>
      request.url().startsWith(API_URL) &&
      Boolean(request.headers().authorization),
  )
  await signIn(page, user)
  return (await apiCall).headers().authorization ?? ''
}

/**
 * Puts the corpus into the user's data through the API, as the app would:
 * a patient per payload, then one hostile patient with a project per
 * payload, a note per payload, a report on two notes, a follow-up on it
 * and a question per HTML payload.
 */
async function seedCorpus(page: Page, authorization: string) {
  const post = async (path: string, data: unknown): Promise<Created> => {
    const response = await page.request.post(`${API_URL}${path}`, {
      headers: { authorization },
      data,
    })
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true)
    return (await response.json()) as Created
  }
  const me = await page.request.get(`${API_URL}/users/me`, {
    headers: { authorization },
  })
  const { id: userId } = (await me.json()) as Created
  const patientBody = (name: string) => ({
    name,
    firstName: name,
    lastName: '',
    notes: name,
  })
  for (const name of XSS_PAYLOADS) {
    await post(`/users/${userId}/patients`, patientBody(name))
  }
  const patient = await post(
    `/users/${userId}/patients`,
    patientBody(PATIENT_NAME),
  )
  for (const name of XSS_PAYLOADS) {
    await post(`/patients/${patient.id}/projects`, {
      name: `${name} project`,
      isActive: true,
    })
  }
  const project = await post(`/patients/${patient.id}/projects`, {
    name: PROJECT_NAME,
    isActive: true,
  })
  const records: Created[] = []
  for (const title of [...XSS_PAYLOADS, FREE_RECORD]) {
    records.push(
      await post(`/patients/${patient.id}/records`, {
        title,
        content: `${title}${NOTE_TEXT}`,
        recordType: 'note',
      }),
    )
  }
  const report = await post(`/projects/${project.id}/report`, {
    patientProjectId: project.patientProjectId,
    recordIds: records.slice(0, 2).map((record) => record.id),
  })
  await post(`/projects/${project.id}/question`, {
    question: FOLLOW_UP,
    parentAnalysisId: report.id,
  })
  for (const question of HTML_PAYLOADS.slice(0, 6)) {
    await post(`/projects/${project.id}/question`, { question })
  }
  return { projectId: project.id }
}

/** Finished answers come back with the corpus as content, bibliography and suggestions. */
async function rewriteAnswers(page: Page) {
  await rewriteAnalyses(page, `${API_URL}/analysis/**`, (analysis) => {
    if (analysis.content) {
      analysis.content = xssMarkdown()
      analysis.bibliography = xssBibliography()
      analysis.furtherQuestions = [...XSS_PAYLOADS]
    }
    if (analysis.analysisType === 'REPORT') analysis.title = REPORT_TITLE
    return analysis
  })
}

test('the XSS corpus in names, titles, records and reports never runs and no dangerous URL reaches the page', async ({
  page,
  user,
}) => {
  test.slow()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const ran: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('__xss')) ran.push(message.text())
  })
  // A payload that sets the flag says so at once, even if the page later reloads.
  await page.addInitScript(() => {
    let value: unknown
    Object.defineProperty(window, '__xss', {
      configurable: true,
      get: () => value,
      set: (next: unknown) => {
        value = next
        console.error(`__xss set to ${String(next)}`)
      },
    })
  })
  const expectNothingRan = async () => {
    expect(dialogs, 'dialogs opened by payloads').toEqual([])
    expect(ran, 'payloads that ran').toEqual([])
    expect(
      await page.evaluate(findDangerousDom, { allow: APP_ELEMENTS }),
    ).toEqual([])
  }

  const authorization = await signInForToken(page, user)
  const { projectId } = await seedCorpus(page, authorization)
  await rewriteAnswers(page)
  const navigation = new NavigationPage(page)
  const records = new RecordsPage(page)
  const report = new ReportPage(page)

  // Questions tab of the hostile patient's project: names in the navigation and the page.
  await page.goto(`/project/${projectId}/questions`)
  // About eighty hostile patients, projects and records each: on a busy runner the
  // first render of so much takes longer than one expectation usually waits.
  await expect(navigation.editProjectButton(PROJECT_NAME)).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('main')).toContainText(`Patient: ${PATIENT_NAME}`)
  await expect(navigation.region).toContainText(XSS_PAYLOADS[20]!)
  await expectNothingRan()

  await navigation.patientButton(PATIENT_NAME).click()
  await expect(navigation.patientMenu).toContainText(XSS_PAYLOADS[1]!)
  await expectNothingRan()
  await navigation.menuItem(`Edit ${PATIENT_NAME}`).click()
  const editPatient = navigation.dialog('Edit Patient')
  await expect(editPatient.getByRole('textbox', { name: 'Name' })).toHaveValue(
    PATIENT_NAME,
  )
  await editPatient.getByRole('button', { name: 'Delete patient' }).click()
  const deletePatient = navigation.dialog('Delete patient?')
  await expect(deletePatient).toContainText(PATIENT_NAME)
  await expectNothingRan()
  await deletePatient.getByRole('button', { name: 'Cancel' }).click()
  await editPatient.getByRole('button', { name: 'Cancel' }).click()

  await page
    .getByRole('main')
    .getByRole('button', { name: /^Project / })
    .click()
  await expect(page.getByRole('menu')).toContainText(
    `${XSS_PAYLOADS[5]} project`,
  )
  await expectNothingRan()
  await page.keyboard.press('Escape')

  await navigation.editProjectButton(PROJECT_NAME).click()
  const editProject = navigation.dialog('Edit Project')
  await editProject.getByRole('button', { name: 'Delete project' }).click()
  const deleteProject = navigation.dialog('Delete project?')
  await expect(deleteProject).toContainText(PROJECT_NAME)
  await expectNothingRan()
  await deleteProject.getByRole('button', { name: 'Cancel' }).click()
  await editProject.getByRole('button', { name: 'Cancel' }).click()

  // Records: titles, a preview, a deletion dialog, and a note typed in the form.
  await records.openAnalyzeTab()
  await expect(records.recordsList).toContainText(XSS_PAYLOADS[30]!)
  await records.recordsList
    .getByRole('button', { name: `Preview ${HTML_PAYLOADS[2]}` })
    .click()
  await expect(page.getByRole('dialog')).toContainText(NOTE_TEXT.trim())
  await expectNothingRan()
  await page.keyboard.press('Escape')
  await records.deleteButton(FREE_RECORD).click()
  const confirm = navigation.dialog('Confirm Deletion')
  await expect(confirm).toContainText(FREE_RECORD)
  await expectNothingRan()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await records.noteName.fill(UI_NOTE)
  await records.noteContent.fill(`${UI_NOTE}${NOTE_TEXT}`)
  await records.addNoteButton.click()
  await expect(records.noteDialog).toBeHidden({ timeout: 10_000 })
  await expect(records.record(UI_NOTE)).toBeChecked()
  await expectNothingRan()

  // The report: content, citations, references, suggested and asked follow-ups.
  await navigation
    .analysesOf(PROJECT_NAME)
    .getByRole('link', { name: /^Report:/ })
    .click()
  const main = report.panel(REPORT_TITLE)
  await expect(
    main.getByRole('heading', { name: 'Links that stay' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(
    main.getByRole('link', { name: 'PubMed (opens in a new tab)' }),
  ).toHaveAttribute('href', SAFE_LITERATURE_LINKS.pubmed)
  await expect(main).toContainText(
    '<script>window.__xss=1</script> stays text.',
  )
  await expectNothingRan()
  await report.marker(main, 1).click()
  await expect(report.sidePanel('Citation')).toContainText(HTML_PAYLOADS[3]!)
  await expectNothingRan()
  await main.getByRole('button', { name: 'References' }).first().click()
  await expect(report.sidePanel('References')).toContainText(XSS_PAYLOADS[40]!)
  await expectNothingRan()
  await main
    .getByRole('region', { name: 'Your follow-up questions' })
    .getByRole('button', { name: FOLLOW_UP })
    .click()
  await expect(
    report.panel(FOLLOW_UP).getByRole('heading', { name: 'Links that stay' }),
  ).toBeVisible({ timeout: 30_000 })
  await expectNothingRan()

  // A question asked on its own, opened from the navigation.
  await navigation
    .analysesOf(PROJECT_NAME)
    .getByRole('link', { name: `Question: ${HTML_PAYLOADS[5]}` })
    .click()
  await expect(
    report
      .panel(HTML_PAYLOADS[5]!)
      .getByRole('heading', { name: 'Links that stay' }),
  ).toBeVisible({ timeout: 30_000 })
  await expectNothingRan()
})
