import { screen, waitFor, within } from '@testing-library/react'

import { getWalkthrough } from '@/features/walkthrough/stores/walkthrough-store'
import { paths } from '@/lib/paths'
import { getActiveSelection } from '@/stores/active-selection-store'
import { getPanels, getSidePanel } from '@/stores/panels-store'
import { ALLOWED_LOCAL_KEYS } from '@/testing/allowed-storage-keys'
import { renderApp } from '@/testing/render'
import { installTestAuth } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

const NOTE_TITLE = 'Cardiology letter for Jane'
const NOTE_CONTENT =
  'Holter monitor shows sinus tachycardia on standing, heart rate 128.'
const FOLLOW_UP = 'Could my beta blocker change my TSH results?'

const readStorage = (storage: Storage) =>
  Object.fromEntries(
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? ''
      return [key, storage.getItem(key) ?? '']
    }),
  )

/** No token, no health data, only the allowed local keys; session storage empty. */
function expectCleanStorage(token: string | undefined) {
  const local = readStorage(localStorage)
  for (const key of Object.keys(local)) {
    expect(
      ALLOWED_LOCAL_KEYS.some((pattern) => pattern.test(key)),
      `local storage key ${key}`,
    ).toBe(true)
  }
  expect(readStorage(sessionStorage)).toEqual({})
  const stored = JSON.stringify(local) + document.cookie
  expect(stored).not.toMatch(/eyJ/)
  if (token) expect(stored).not.toContain(token)
  const healthData = [
    'Jane',
    'Robert',
    'Thyroid',
    'levothyroxine',
    'TSH',
    NOTE_TITLE,
    NOTE_CONTENT,
    FOLLOW_UP,
  ]
  for (const text of healthData) expect(stored).not.toContain(text)
}

test('after a whole session the storages hold only the allowed keys: no token, no health data', async () => {
  const client = await installTestAuth()
  const seed = seedOf()
  // Questions stay pending, so the session never waits for an answer.
  db.settings.analysisDurationMs = Infinity
  const { user } = renderApp(paths.projectRecords(seed.projects.thyroid))

  // Add a note to Jane's records.
  const list = await screen.findByRole(
    'region',
    { name: 'Patient records' },
    { timeout: 10_000 },
  )
  const main = screen.getByRole('main')
  await user.type(
    within(main).getByRole('textbox', { name: 'Record name' }),
    NOTE_TITLE,
  )
  await user.click(
    within(main).getByRole('textbox', { name: 'Record content' }),
  )
  await user.paste(NOTE_CONTENT)
  await user.click(within(main).getByRole('button', { name: 'Add Note' }))
  await within(list).findByText(NOTE_TITLE)
  // The note's progress dialog closes by itself after 2 s.
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Adding Note Record' }),
    ).not.toBeInTheDocument(),
  )

  // Open the Thyroid report, a citation, and ask a follow-up.
  await user.click(
    within(
      screen.getByRole('navigation', { name: 'Patients and projects' }),
    ).getByRole('link', { name: /Thyroid Health Report/ }),
  )
  // The report's page is the first this test opens: its code loads now.
  const report = await screen.findByRole(
    'region',
    { name: 'Thyroid Health Report' },
    { timeout: 10_000 },
  )
  await user.click(
    (await within(report).findAllByRole('button', { name: 'Reference 1' }))[0]!,
  )
  await screen.findByRole('complementary', { name: 'Citation' })
  await user.type(
    screen.getByRole('textbox', {
      name: 'Follow-up question about this report',
    }),
    FOLLOW_UP,
  )
  await user.click(screen.getByRole('button', { name: 'Ask' }))
  await screen.findByRole('region', { name: FOLLOW_UP })

  // Switch to Robert.
  await user.click(screen.getByRole('button', { name: 'Patient Jane Doe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Robert Doe' }))
  await screen.findByRole('button', { name: 'Patient Robert Doe' })

  expect(localStorage.getItem('activePatientId')).toBe(seed.patients.robert)
  expectCleanStorage(client.token)
  // A whole session: about 8 s on a quiet machine, twice that on a busy one.
}, 30_000)

test('logging out clears the query cache and the stores before leaving', async () => {
  const client = await installTestAuth()
  const seed = seedOf()
  const { user, queryClient } = renderApp(
    paths.reportDetail(seed.analyses.thyroidReport),
  )
  const report = await screen.findByRole('region', {
    name: 'Thyroid Health Report',
  })
  await user.click(
    (await within(report).findAllByRole('button', { name: 'Reference 1' }))[0]!,
  )
  await screen.findByRole('complementary', { name: 'Citation' })
  // What the app holds before: the report, the panels, the active project.
  expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(3)
  expect(getPanels()).not.toEqual([])
  expect(getSidePanel()).not.toBeNull()
  expect(getActiveSelection().projectId).toBe(seed.projects.thyroid)

  // The identity provider's logout leaves the page: look at that moment.
  let atRedirect: unknown = null
  client.logout.mockImplementation(async () => {
    atRedirect = {
      queries: queryClient.getQueryCache().getAll().length,
      mutations: queryClient.getMutationCache().getAll().length,
      selection: getActiveSelection(),
      panels: getPanels(),
      sidePanel: getSidePanel(),
      walkthrough: getWalkthrough().type,
    }
  })
  await user.click(
    screen.getByRole('button', {
      name: (name) => name.endsWith(`User menu for ${DEMO_USER.name}`),
    }),
  )
  await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))

  await waitFor(() => expect(client.logout).toHaveBeenCalledTimes(1))
  expect(atRedirect).toEqual({
    queries: 0,
    mutations: 0,
    // The last active patient's id is an allowed key; nothing else stays.
    selection: {
      patientId: localStorage.getItem('activePatientId'),
      projectId: null,
    },
    panels: [],
    sidePanel: null,
    walkthrough: null,
  })
  expectCleanStorage(client.token)
})
