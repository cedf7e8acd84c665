import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { logout } from '@/lib/auth'
import { paths } from '@/lib/paths'
import { resetSessionStore } from '@/stores/session-store'
import { pageLoadedAgain, renderApp } from '@/testing/render'
import { holdAnswers } from '@/testing/requests'
import { installTestAuth } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

const NOTE_TITLE = 'Endocrinology letter'
const NOTE_CONTENT =
  'TSH 6.8 mIU/L, free T4 11.2 pmol/L. Levothyroxine raised to 75'

async function openThyroidRecords() {
  const seed = seedOf()
  const view = renderApp(paths.projectRecords(seed.projects.thyroid))
  const name = await screen.findByRole('textbox', { name: 'Record name' })
  return { seed, name, ...view }
}

test('a session ended elsewhere takes the data off the screen and asks to sign in again', async () => {
  const auth = await installTestAuth()
  const seed = seedOf()
  const { user } = renderApp(paths.reportDetail(seed.analyses.thyroidReport))
  await screen.findByRole('region', { name: 'Thyroid Health Report' })

  // The identity provider refuses a refresh: keycloak-js drops the token.
  act(() => auth.clearToken())

  const dialog = await screen.findByRole('dialog', { name: 'Session Expired' })
  expect(dialog).toHaveTextContent(
    'Your session has expired. Please log in again to continue.',
  )
  expect(
    screen.queryByRole('region', { name: 'Thyroid Health Report' }),
  ).not.toBeInTheDocument()
  expect(
    screen.queryByRole('navigation', { name: 'Patients and projects' }),
  ).not.toBeInTheDocument()
  expect(document.body).not.toHaveTextContent('Jane')

  await user.click(within(dialog).getByRole('button', { name: 'Log In' }))
  expect(auth.login).toHaveBeenCalledTimes(1)
  expect(auth.logout).not.toHaveBeenCalled()
  // Still nothing of the person's on screen while the browser leaves for the sign-in page.
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Session Expired' }),
    ).not.toBeInTheDocument(),
  )
  expect(screen.getByRole('main')).toHaveTextContent('You are signed out.')
})

test('a half-typed note survives the end of the session and the sign-in that follows', async () => {
  const auth = await installTestAuth()
  const first = await openThyroidRecords()
  await first.user.type(first.name, NOTE_TITLE)
  await first.user.click(
    screen.getByRole('textbox', { name: 'Record content' }),
  )
  await first.user.paste(NOTE_CONTENT)

  act(() => auth.clearToken())
  await screen.findByRole('dialog', { name: 'Session Expired' })
  expect(
    screen.queryByRole('textbox', { name: 'Record name' }),
  ).not.toBeInTheDocument()
  first.unmount()

  // Back from the identity provider: a new page load, signed in again as the same person.
  resetSessionStore()
  await installTestAuth()
  const second = await openThyroidRecords()
  expect(second.name).toHaveValue(NOTE_TITLE)
  expect(screen.getByRole('textbox', { name: 'Record content' })).toHaveValue(
    NOTE_CONTENT,
  )
})

test('logging out forgets what was being typed', async () => {
  const auth = await installTestAuth()
  const { user, name } = await openThyroidRecords()
  await user.type(name, NOTE_TITLE)
  expect(sessionStorage.length).toBe(1)
  await act(() => logout())
  expect(auth.logout).toHaveBeenCalledTimes(1)
  expect(sessionStorage.length).toBe(0)
})

/** Opens Add New Patient from the patient menu on Jane's records. */
async function openAddNewPatient() {
  const view = await openThyroidRecords()
  await view.user.click(
    screen.getByRole('button', { name: 'Patient Jane Doe' }),
  )
  await view.user.click(
    screen.getByRole('menuitem', { name: 'Add New Patient' }),
  )
  const name = await within(
    await screen.findByRole('dialog', { name: 'Add New Patient' }),
  ).findByRole('textbox', { name: 'Name' })
  return { ...view, name }
}

test('a patient half-added in Add New Patient is back in the dialog after the session ends and the person signs in again', async () => {
  const auth = await installTestAuth()
  const { user, name, unmount } = await openAddNewPatient()
  await user.type(name, 'Robert Doe')

  act(() => auth.clearToken())
  await screen.findByRole('dialog', { name: 'Session Expired' })
  expect(
    screen.queryByRole('dialog', { name: 'Add New Patient' }),
  ).not.toBeInTheDocument()
  unmount()

  // Back from the identity provider, signed in again as the same person.
  resetSessionStore()
  await installTestAuth()
  const again = await openAddNewPatient()
  expect(again.name).toHaveValue('Robert Doe')
})

test('another person signing in in the tab after a session ended sees nothing of the first: no patient, draft, or write of theirs', async () => {
  const auth = await installTestAuth()
  const seed = seedOf()
  // The first person adds a patient the API's reads do not list yet, types
  // a note, and sends another that never gets its answer.
  db.settings.readLagMs = 60_000
  holdAnswers('/patients/:patientId/records')
  db.patients.create(DEMO_USER.sub, {
    name: 'Ann Smith',
    firstName: 'Ann',
    lastName: 'Smith',
    notes: null,
  })
  const first = await openThyroidRecords()
  await first.user.type(first.name, NOTE_TITLE)
  await first.user.click(
    screen.getByRole('textbox', { name: 'Record content' }),
  )
  await first.user.paste(NOTE_CONTENT)
  await first.user.click(screen.getByRole('button', { name: 'Add Note' }))
  await screen.findByText('Adding your note to the health records…')
  act(() => auth.clearToken())
  await screen.findByRole('dialog', { name: 'Session Expired' })

  // Someone else signs in in the same tab.
  const other = 'e2e-other-person'
  const queryClient = await pageLoadedAgain(first, other)
  const theirs = seedOf(other)
  renderApp(paths.projectRecords(theirs.projects.thyroid), { queryClient })
  const name = await screen.findByRole('textbox', { name: 'Record name' })
  await screen.findByRole('region', { name: 'Patient records' })

  expect(name).toHaveValue('')
  expect(screen.getByRole('textbox', { name: 'Record content' })).toHaveValue(
    '',
  )
  expect(screen.queryByText(/Checking whether/)).not.toBeInTheDocument()
  expect(screen.queryByText(/Adding your note/)).not.toBeInTheDocument()
  await userEvent.click(
    screen.getByRole('button', { name: /^Patient Jane Doe/ }),
  )
  expect(
    screen.queryByRole('menuitem', { name: /Ann Smith/ }),
  ).not.toBeInTheDocument()
  expect(seed.patients.jane).not.toBe(theirs.patients.jane)
  expect(
    db.all.records().filter((record) => record.title === NOTE_TITLE),
  ).toHaveLength(0)
})
