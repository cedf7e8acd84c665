import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { logout, sessionEnded } from '@/lib/auth'
import { paths } from '@/lib/paths'
import { patientActivated } from '@/stores/active-selection-store'
import { findToast, openRecords } from '@/testing/records-page'
import { pageLoadedAgain, renderApp } from '@/testing/render'
import {
  lagReads,
  loseAnswers,
  recordRequestsWithBodies,
  type RecordedRequest,
} from '@/testing/requests'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

const LOCKED = 'This record is part of the project and cannot be unselected.'

let requests: RecordedRequest[] = []

beforeEach(() => {
  requests = recordRequestsWithBodies()
})

const toast = findToast

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('lists the patient’s records newest first with kind and age; project records are locked and selected', async () => {
    const { user, list, checkbox, main } = await openRecords()
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('checkbox'))).toEqual([
      checkbox('insulin-pump-settings.jpg'),
      checkbox('Symptom diary: energy and sleep'),
      checkbox('endocrinology-clinic-letter.pdf'),
      checkbox('Thyroid blood test results'),
    ])
    expect(rows[0]).toHaveTextContent('Image')
    expect(rows[0]).toHaveTextContent('Added 2 days ago')
    expect(rows[1]).toHaveTextContent('Added 7 days ago')
    expect(list).toHaveAttribute('tabindex', '0')

    const letter = checkbox('endocrinology-clinic-letter.pdf')
    expect(letter).toBeChecked()
    expect(letter).toHaveAttribute('aria-disabled', 'true')
    expect(letter).toBeEnabled()
    expect(letter).toHaveAccessibleDescription(
      expect.stringContaining('In this project'),
    )
    expect(checkbox('insulin-pump-settings.jpg')).not.toBeChecked()

    await user.click(letter)
    expect(await toast(LOCKED)).toBeInTheDocument()
    expect(letter).toBeChecked()

    const selected = within(main).getByRole('region', {
      name: 'Selected records (2)',
    })
    expect(selected).toHaveTextContent('endocrinology-clinic-letter.pdf')
    expect(selected).toHaveTextContent('Thyroid blood test results')
  })

  test('Create Report sends every selected record, locked ones included, and opens the new report', async () => {
    const { seed, user, checkbox, createReport, router } = await openRecords()
    await user.click(checkbox('Symptom diary: energy and sleep'))
    expect(checkbox('Symptom diary: energy and sleep')).toBeChecked()
    await user.click(createReport())

    // The report route's code loads on the first navigation to it.
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
    )
    const post = requests.find(
      (r) => r.method === 'POST' && r.path.endsWith('/report'),
    )
    expect(post?.path).toBe(`/projects/${seed.projects.thyroid}/report`)
    expect(post?.body).toEqual({
      patientProjectId: seed.projects.thyroid,
      recordIds: expect.arrayContaining([
        seed.records.symptomDiary,
        seed.records.clinicLetter,
        seed.records.thyroidResults,
      ]),
    })
    expect((post?.body as { recordIds: string[] }).recordIds).toHaveLength(3)
    const analysisId = router.state.location.pathname.split('/').at(-1) ?? ''
    expect(db.find.analysis(analysisId).projectId).toBe(seed.projects.thyroid)
    // The project was read again after creation, so the tree shows the new report.
    const createdAt = requests.indexOf(post!)
    expect(
      requests
        .slice(createdAt)
        .some((r) => r.method === 'GET' && r.path.includes('/projects')),
    ).toBe(true)
  })
})

test('a preview shows the start of a record’s text', async () => {
  const { user, list } = await openRecords()
  await user.click(
    within(list).getByRole('button', {
      name: 'Preview Symptom diary: energy and sleep',
    }),
  )
  expect(
    await screen.findByRole('dialog', {
      name: 'Preview of Symptom diary: energy and sleep',
    }),
  ).toHaveTextContent('Week 1 on levothyroxine.')
})

test('changing the active project clears the records picked for the project left', async () => {
  const { seed, user, checkbox, router } = await openRecords()
  await user.click(checkbox('Symptom diary: energy and sleep'))
  expect(checkbox('Symptom diary: energy and sleep')).toBeChecked()

  await act(() =>
    router.navigate(paths.projectRecords(seed.projects.firstProject)),
  )
  await waitFor(() =>
    expect(checkbox('Symptom diary: energy and sleep')).not.toBeChecked(),
  )
  await act(() => router.navigate(paths.projectRecords(seed.projects.thyroid)))
  await waitFor(() =>
    expect(checkbox('Thyroid blood test results')).toBeChecked(),
  )
  expect(checkbox('Symptom diary: energy and sleep')).not.toBeChecked()
})

test('without a selected record: Please select at least one record', async () => {
  const { user, createReport } = await openRecords('firstProject')
  await user.click(createReport())
  expect(
    await toast('Please select at least one record to create a report.'),
  ).toBeInTheDocument()
  expect(requests.some((r) => r.path.endsWith('/report'))).toBe(false)
})

test('on a demo project the report, notes and files are refused with their messages', async () => {
  const { user, checkbox, createReport, main } = await openRecords('pots')
  expect(
    within(main).getByText('This is a demo project and is read-only.'),
  ).toBeInTheDocument()
  await user.click(checkbox('Symptom diary: energy and sleep'))
  await user.click(createReport())
  expect(
    await toast(
      'Reports cannot be created for demo projects. Please create a new project.',
    ),
  ).toBeInTheDocument()

  expect(
    within(main).getByText(
      'Notes cannot be added to demo projects. Please create a new project.',
    ),
  ).toBeInTheDocument()
  expect(
    within(main).queryByRole('textbox', { name: 'Record name' }),
  ).not.toBeInTheDocument()
  await user.click(within(main).getByRole('tab', { name: 'Files' }))
  expect(
    within(main).getByText('Files cannot be uploaded to demo projects'),
  ).toBeInTheDocument()
  expect(
    within(main).queryByRole('button', { name: 'Choose files' }),
  ).not.toBeInTheDocument()
  expect(requests.some((r) => r.method === 'POST')).toBe(false)
})

test('without a token: Authentication token not found', async () => {
  const { user, checkbox, createReport } = await openRecords()
  await user.click(checkbox('Symptom diary: energy and sleep'))
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  await user.click(createReport())
  expect(
    await toast('Authentication token not found. Please log in again.'),
  ).toBeInTheDocument()
})

test('a refused report names the reason', async () => {
  server.use(
    http.post(`${TEST_API_URL}/projects/:projectId/report`, () =>
      HttpResponse.json({ detail: 'Too many reports today' }, { status: 429 }),
    ),
  )
  const { user, createReport, router } = await openRecords()
  await user.click(createReport())
  expect(
    await toast('Failed to create report. Too many reports today'),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toMatch(/\/records\/$/)
})

test.each([
  ['cut off after the API created it opens that report, created once', true],
  ['lost before the API created it says so, and nothing is created', false],
])('a report whose answer is %s', async (_, isCreated) => {
  loseAnswers('/projects/:projectId/report', async (params, request) => {
    if (isCreated)
      db.analyses.createReport(
        DEMO_USER.sub,
        params.projectId ?? '',
        await request.json(),
      )
  })
  const { seed, user, createReport, router } = await openRecords()
  const reports = () =>
    db.projects
      .get(DEMO_USER.sub, seed.projects.thyroid)
      .analyses.filter((analysis) => analysis.analysisType === 'REPORT')
  const before = reports().map((report) => report.id)
  await user.click(createReport())

  if (isCreated) {
    const created = () => reports().filter((r) => !before.includes(r.id))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.reportDetail(created()[0]?.id ?? ''),
      ),
    )
    expect(created()).toHaveLength(1)
  } else {
    expect(
      await screen.findByText(/^Failed to create report\./, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toMatch(/\/records\/$/)
    expect(reports()).toHaveLength(before.length)
  }
})

test('without a project: Please select a project', async () => {
  const patient = db.insert.patient(DEMO_USER.sub, { name: 'Ann Lee' })
  db.insert.record(DEMO_USER.sub, patient.id, { title: 'Ann’s letter' })
  patientActivated(patient.id)
  const { user } = renderApp(paths.recordsSelect())
  const list = await screen.findByRole('region', { name: 'Patient records' })
  await user.click(within(list).getByRole('checkbox', { name: 'Ann’s letter' }))
  // No projects yet: the chooser starts in creation mode.
  expect(
    screen.getByRole('textbox', { name: /project name/i }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Create Report' }))
  expect(
    await toast('Please select a project before creating a report.'),
  ).toBeInTheDocument()
})

test.each([
  ['', false],
  [', when the API’s reads lag behind its writes', true],
])('a pasted note joins the list, selected%s', async (_, isLagging) => {
  if (isLagging) {
    lagReads(
      '/patients/:patientId/records',
      db.records.listForPatient(DEMO_USER.sub, seedOf().patients.jane),
    )
  }
  const { user, main, checkbox } = await openRecords()
  await user.type(
    within(main).getByRole('textbox', { name: 'Record name' }),
    'Blood pressure log',
  )
  await user.click(
    within(main).getByRole('textbox', { name: 'Record content' }),
  )
  await user.paste('Morning readings this week: 118/76, 121/79, 117/75 mmHg.')
  await user.click(within(main).getByRole('button', { name: 'Add Note' }))
  await waitFor(() => expect(checkbox('Blood pressure log')).toBeChecked())
  expect(
    within(main).getByRole('region', { name: 'Selected records (3)' }),
  ).toHaveTextContent('Blood pressure log')
})

test('records picked before the session ended elsewhere are picked again after signing in again', async () => {
  const page = await openRecords()
  await page.user.click(page.checkbox('Symptom diary: energy and sleep'))
  await page.user.click(page.checkbox('insulin-pump-settings.jpg'))

  act(() => sessionEnded())
  const queryClient = await pageLoadedAgain(page)

  const again = await openRecords('thyroid', { queryClient })
  await waitFor(() =>
    expect(again.checkbox('Symptom diary: energy and sleep')).toBeChecked(),
  )
  expect(again.checkbox('insulin-pump-settings.jpg')).toBeChecked()
  expect(
    within(again.main).getByRole('region', { name: 'Selected records (4)' }),
  ).toBeInTheDocument()
})

test('a logout forgets the records picked; so does another person signing in in the tab', async () => {
  const first = await openRecords()
  await first.user.click(first.checkbox('Symptom diary: energy and sleep'))
  await act(() => logout())
  const queryClient = await pageLoadedAgain(first)
  const afterLogout = await openRecords('thyroid', { queryClient })
  expect(
    afterLogout.checkbox('Symptom diary: energy and sleep'),
  ).not.toBeChecked()

  await afterLogout.user.click(
    afterLogout.checkbox('Symptom diary: energy and sleep'),
  )
  act(() => sessionEnded())
  await pageLoadedAgain(afterLogout, 'usr_someone-else')
  expect(
    Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
  ).toEqual([])
})

test('a picked record deleted elsewhere before signing in again is not sent with the report', async () => {
  const page = await openRecords()
  const { seed } = page
  await page.user.click(page.checkbox('Symptom diary: energy and sleep'))
  await page.user.click(page.checkbox('insulin-pump-settings.jpg'))
  act(() => sessionEnded())
  db.records.delete(DEMO_USER.sub, seed.records.symptomDiary)
  const queryClient = await pageLoadedAgain(page)

  const again = await openRecords('thyroid', { queryClient })
  await waitFor(() =>
    expect(again.checkbox('insulin-pump-settings.jpg')).toBeChecked(),
  )
  expect(
    within(again.main).getByRole('region', { name: 'Selected records (3)' }),
  ).toBeInTheDocument()
  await again.user.click(again.createReport())
  await waitFor(() =>
    expect(again.router.state.location.pathname).toMatch(
      /^\/report\/analyses\//,
    ),
  )
  const post = requests.find(
    (r) => r.method === 'POST' && r.path.endsWith('/report'),
  )
  expect([...(post?.body as { recordIds: string[] }).recordIds].sort()).toEqual(
    [
      seed.records.pumpPhoto,
      seed.records.clinicLetter,
      seed.records.thyroidResults,
    ].sort(),
  )
})

test('a picked record deleted in another tab fails the report with its reason; the records are read again, and the next press creates it without that record', async () => {
  const { seed, user, checkbox, createReport, main, router, list } =
    await openRecords()
  await user.click(checkbox('Symptom diary: energy and sleep'))
  await user.click(checkbox('insulin-pump-settings.jpg'))
  db.records.delete(DEMO_USER.sub, seed.records.pumpPhoto)

  await user.click(createReport())
  expect(
    await toast('Failed to create report. Record not found'),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(
      within(list).queryByRole('checkbox', {
        name: 'insulin-pump-settings.jpg',
      }),
    ).not.toBeInTheDocument(),
  )
  expect(
    within(main).getByRole('region', { name: 'Selected records (3)' }),
  ).toBeInTheDocument()

  await user.click(createReport())
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
  )
  const posts = requests.filter(
    (r) => r.method === 'POST' && r.path.endsWith('/report'),
  )
  expect(posts).toHaveLength(2)
  expect(
    [...(posts[1]?.body as { recordIds: string[] }).recordIds].sort(),
  ).toEqual(
    [
      seed.records.symptomDiary,
      seed.records.clinicLetter,
      seed.records.thyroidResults,
    ].sort(),
  )
})
