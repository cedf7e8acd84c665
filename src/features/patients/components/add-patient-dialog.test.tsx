import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'
import { clockMovedOn } from '@/testing/fake-clock'
import { CLOSINGS, closeDialog } from '@/testing/modal'
import { pressTwice } from '@/testing/press'
import { renderRoute } from '@/testing/render'
import {
  gate,
  holdAnswers,
  holdPosts,
  lagReads,
  loseAnswers,
  recordRequests,
} from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { AddPatientDialog } from './add-patient-dialog'
import { PatientSelector } from './patient-selector'

async function openAddPatient() {
  patientActivated(seedOf().patients.jane)
  const view = renderRoute(<PatientSelector />, { path: '*', url: '/' })
  await view.user.click(
    await screen.findByRole('button', { name: 'Patient Jane Doe' }),
  )
  await view.user.click(
    screen.getByRole('menuitem', { name: 'Add New Patient' }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Add New Patient' })
  return { ...view, dialog }
}

test('the name is required: Next stays disabled until it has more than spaces', async () => {
  const { user, dialog } = await openAddPatient()
  const name = within(dialog).getByRole('textbox', { name: 'Name' })
  const next = within(dialog).getByRole('button', { name: 'Next' })
  expect(name).toHaveFocus()
  expect(next).toBeDisabled()
  await user.type(name, '   ')
  expect(next).toBeDisabled()
  await user.type(name, 'ann Smith Jones')
  expect(next).toBeEnabled()
})

test('name, then notes: the new patient is saved with the name split at the first space, and becomes active', async () => {
  let body: unknown
  const captureBody = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/patients'))
      body = await request.clone().json()
  }
  server.events.on('request:start', captureBody)
  onTestFinished(() =>
    server.events.removeListener('request:start', captureBody),
  )
  const { user, dialog } = await openAddPatient()
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    '  ann Smith Jones {Enter}',
  )
  const notes = within(dialog).getByRole('textbox', {
    name: 'Notes (optional)',
  })
  expect(notes).toHaveFocus()
  expect(within(dialog).getByText('0 / 100')).toBeInTheDocument()
  await user.type(notes, 'Asthma')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith Jones' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(body).toEqual({
    name: 'ann Smith Jones',
    firstName: 'ann',
    lastName: 'Smith Jones',
    notes: 'Asthma',
  })
  expect(localStorage.getItem('activePatientId')).toBe(
    getActiveSelection().patientId,
  )
})

test('a new patient is listed and active even when the API’s reads lag behind its writes', async () => {
  // Every read of the user's patients answers as before the new one (the
  // user's seed made first: the API provisions it on the first request).
  seedOf()
  lagReads('/users/:userId/patients', db.patients.list(DEMO_USER.sub))
  const { user, dialog } = await openAddPatient()
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  await user.click(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  )
  expect(
    screen.getByRole('menuitem', { name: 'Edit Ann Smith' }),
  ).toBeInTheDocument()
  expect(getActiveSelection().patientId).toBe(
    db.patients.list(DEMO_USER.sub).find((p) => p.name === 'Ann Smith')?.id,
  )
})

test('while the patient is being saved the dialog stays, so the new patient always becomes active', async () => {
  const { opened, open } = gate()
  server.use(
    http.post(`${TEST_API_URL}/users/:userId/patients`, async () => {
      await opened
    }),
  )
  const { user, dialog } = await openAddPatient()
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled()
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
  await user.keyboard('{Escape}')
  expect(dialog).toBeInTheDocument()

  open()
  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  )
})

test('notes over 100 characters show the limit and block saving; Back keeps what was typed', async () => {
  const { user, dialog } = await openAddPatient()
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann{Enter}',
  )
  const notes = within(dialog).getByRole('textbox', {
    name: 'Notes (optional)',
  })
  await user.click(notes)
  await user.paste('x'.repeat(100))
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  await user.type(notes, 'y')
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Maximum of 100 chars reached',
  )
  expect(within(dialog).getByText('101 / 100')).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()

  await user.click(within(dialog).getByRole('button', { name: 'Back' }))
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Ann',
  )
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus()
})

/** The user's patients of that name, as the API holds them. */
const patientsNamed = (name: string) =>
  db.patients.list(DEMO_USER.sub).filter((patient) => patient.name === name)

/** Ann Smith is listed, and the API holds her once. */
async function expectAnnSmithSavedOnce() {
  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  ).toBeInTheDocument()
  expect(patientsNamed('Ann Smith')).toHaveLength(1)
}

/** Types a new patient's name and notes, and presses Save. */
async function addAnnSmith() {
  const view = await openAddPatient()
  const { user, dialog } = view
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
    'Asthma',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  return view
}

/**
 * Adds to the notes and presses Save again: Ann Smith, saved by an
 * earlier press, is found and given the notes, once, and becomes active.
 */
async function savedAgainWithHayFever({
  user,
  dialog,
}: {
  user: UserEvent
  dialog: HTMLElement
}) {
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
    ', hay fever',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  ).toBeInTheDocument()
  expect(patientsNamed('Ann Smith')).toEqual([
    expect.objectContaining({ notes: 'Asthma, hay fever' }),
  ])
  expect(getActiveSelection().patientId).toBe(patientsNamed('Ann Smith')[0]?.id)
}

test('a refused creation says so: the dialog stays open with what was typed', async () => {
  server.use(
    http.post(`${TEST_API_URL}/users/:userId/patients`, () =>
      HttpResponse.json({ detail: 'Name is required' }, { status: 422 }),
    ),
  )
  const { dialog } = await addAnnSmith()
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The patient could not be saved. Please try again.',
  )
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  expect(
    within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
  ).toHaveValue('Asthma')
  expect(getActiveSelection().patientId).toBe(seedOf().patients.jane)
})

test('a patient whose answer is lost after the API saved them is taken as saved, once, and becomes active', async () => {
  seedOf()
  loseAnswers('/users/:userId/patients', (_, request) =>
    request.json().then((body) => db.patients.create(DEMO_USER.sub, body)),
  )
  await addAnnSmith()
  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  )
  expect(patientsNamed('Ann Smith')).toHaveLength(1)
  expect(getActiveSelection().patientId).toBe(patientsNamed('Ann Smith')[0]?.id)
})

test('a patient lost before the API saved them: the dialog says so and keeps what was typed; Save again saves them once', async () => {
  seedOf()
  loseAnswers('/users/:userId/patients')
  const { user, dialog } = await addAnnSmith()
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The patient could not be saved. Please try again.',
  )
  expect(
    within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
  ).toHaveValue('Asthma')
  expect(patientsNamed('Ann Smith')).toHaveLength(0)

  server.resetHandlers()
  // Pressed again once the API's reads would list what the first press made.
  clockMovedOn(10_000)
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await expectAnnSmithSavedOnce()
})

test('a patient saved though the answer was lost and not yet listed: notes changed before Save again are saved on the patient found, not a second patient', async () => {
  seedOf()
  lagReads(
    '/users/:userId/patients',
    structuredClone(db.patients.list(DEMO_USER.sub)),
  )
  loseAnswers('/users/:userId/patients', (_, request) =>
    request.json().then((body) => db.patients.create(DEMO_USER.sub, body)),
  )
  const { user, dialog } = await addAnnSmith()
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The patient could not be saved. Please try again.',
  )
  expect(patientsNamed('Ann Smith')).toHaveLength(1)

  server.resetHandlers()
  await savedAgainWithHayFever({ user, dialog })
})

test('without a user id the patient cannot be created', async () => {
  server.use(
    http.get(`${TEST_API_URL}/users/me`, () =>
      HttpResponse.json({ detail: 'Unavailable' }, { status: 404 }),
    ),
  )
  const onCreated = vi.fn()
  const { user } = renderRoute(
    <AddPatientDialog open onOpenChange={() => {}} onCreated={onCreated} />,
  )
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann{Enter}')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByText('Authentication error. Cannot create patient.'),
  ).toBeInTheDocument()
  expect(onCreated).not.toHaveBeenCalled()
})

test('a prefilled name (Edit Details) can go straight to the notes', async () => {
  const { user } = renderRoute(
    <AddPatientDialog
      open
      onOpenChange={() => {}}
      onCreated={() => {}}
      initialName="Demo User"
    />,
  )
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo User')
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(screen.getByText('Step 2 of 2:')).toBeInTheDocument()
})

/** Types a new patient's name and goes on to the notes. */
async function typeAnnSmith() {
  const view = await openAddPatient()
  await view.user.type(
    within(view.dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  await view.user.type(
    within(view.dialog).getByRole('textbox', { name: 'Notes (optional)' }),
    'Asthma',
  )
  return view
}

/** Ann Smith typed, and Save pressed. */
async function sendAnnSmith() {
  const view = await typeAnnSmith()
  await view.user.click(
    within(view.dialog).getByRole('button', { name: 'Save' }),
  )
  return view
}

/** The page is reloaded (or its session ends): it comes back, and Add New Patient is opened again. */
async function reopenedAfterReload(view: { unmount: () => void }) {
  view.unmount()
  const again = await openAddPatient()
  const name = within(again.dialog).getByRole('textbox', { name: 'Name' })
  return { ...again, name }
}

test('what was typed is back when the dialog opens again after a reload, at the name, then the notes', async () => {
  const { name, user, dialog } = await reopenedAfterReload(await typeAnnSmith())
  expect(name).toHaveValue('Ann Smith')
  await user.click(within(dialog).getByRole('button', { name: 'Next' }))
  expect(
    within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
  ).toHaveValue('Asthma')
})

test.each(CLOSINGS)(
  'closing the dialog (%s) forgets what was typed',
  async (how) => {
    const view = await typeAnnSmith()
    const { user, dialog } = view
    // Cancel is on the name's step.
    if (how === 'Cancel')
      await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    await closeDialog(user, dialog, how)
    const { name } = await reopenedAfterReload(view)
    expect(name).toHaveValue('')
  },
)

test('a patient saved is forgotten as typed: the dialog opens empty for the next', async () => {
  const view = await sendAnnSmith()
  await screen.findByRole('button', { name: 'Patient Ann Smith' })
  const { name } = await reopenedAfterReload(view)
  expect(name).toHaveValue('')
})

test('a patient the API saved while the page was reloaded is not added twice: once the page is back they are found, and Add New Patient opens empty', async () => {
  seedOf()
  holdAnswers('/users/:userId/patients', (_, request) =>
    request.json().then((body) => db.patients.create(DEMO_USER.sub, body)),
  )
  const view = await sendAnnSmith()
  await waitFor(() => expect(patientsNamed('Ann Smith')).toHaveLength(1))

  server.resetHandlers()
  const { name } = await reopenedAfterReload(view)
  await waitFor(() => expect(name).toHaveValue(''))
  expect(patientsNamed('Ann Smith')).toHaveLength(1)
})

test('a patient sent just before a reload that the API never got is saved once the page is back, once', async () => {
  seedOf()
  const held = holdAnswers('/users/:userId/patients')
  const view = await sendAnnSmith()
  await waitFor(() => expect(held()).toBe(1))

  server.resetHandlers()
  // Back once the API's reads would list what the first page made.
  clockMovedOn(10_000)
  const { name } = await reopenedAfterReload(view)
  await waitFor(() => expect(patientsNamed('Ann Smith')).toHaveLength(1))
  await waitFor(() => expect(name).toHaveValue(''))
})

test('a patient whose answer arrives once the dialog has gone (the session ended meanwhile) is forgotten as typed, and nothing is made active', async () => {
  seedOf()
  const release = holdPosts('/users/:userId/patients')
  const view = await sendAnnSmith()
  view.unmount()
  release()
  await waitFor(() => expect(patientsNamed('Ann Smith')).toHaveLength(1))
  await waitFor(() =>
    expect(sessionStorage.getItem(newPatientDraftKey('name'))).toBeNull(),
  )
  expect(getActiveSelection().patientId).toBe(seedOf().patients.jane)
})

/** Where the draft `name` of the patient being added is kept. */
const newPatientDraftKey = (name: string) =>
  `draft:${DEMO_USER.sub}:new-patient:${name}`

test('Save pressed twice before the screen updates saves one patient', async () => {
  seedOf()
  const release = holdPosts('/users/:userId/patients')
  const requests = recordRequests()
  const { user, dialog } = await openAddPatient()
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  await pressTwice(within(dialog).getByRole('button', { name: 'Save' }))
  // The screen shows the first press saving; its answer is on its way.
  await within(dialog).findByRole('button', { name: 'Save', busy: true })
  release()
  expect(
    await screen.findByRole('button', { name: 'Patient Ann Smith' }),
  ).toBeInTheDocument()
  expect(requests.filter((r) => r.startsWith('POST '))).toHaveLength(1)
  expect(patientsNamed('Ann Smith')).toHaveLength(1)
})
