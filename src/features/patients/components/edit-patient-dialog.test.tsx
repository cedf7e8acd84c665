import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { userQueries } from '@/api/users/queries'
import { type createQueryClient } from '@/app/query-client'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'
import { afterModalClosed, CLOSINGS, closeDialog } from '@/testing/modal'
import { pressTwice } from '@/testing/press'
import { renderRoute, createTestQueryClient } from '@/testing/render'
import { gate, lagReads, recordRequests } from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { PatientSelector } from './patient-selector'

async function openEditPatient(
  queryClient?: ReturnType<typeof createQueryClient>,
) {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  const view = renderRoute(<PatientSelector />, {
    path: '*',
    url: '/questions',
    queryClient,
  })
  const dialog = await openEditDialog(view.user, 'Jane Doe')
  return { ...view, seed, dialog }
}

/** The patient menu's 'Edit {name}'. */
async function openEditDialog(user: UserEvent, name: string) {
  await user.click(
    await screen.findByRole('button', { name: `Patient ${name}` }),
  )
  await user.click(screen.getByRole('menuitem', { name: `Edit ${name}` }))
  return screen.findByRole('dialog', { name: 'Edit Patient' })
}

/** 'Delete patient', then the same in the confirmation. */
/** Jane Doe, deleted, gave way to Robert Doe. */
async function expectJaneDeleted() {
  expect(
    await screen.findByText('Patient deleted successfully!'),
  ).toBeInTheDocument()
  expect(
    await screen.findByRole('button', { name: 'Patient Robert Doe' }),
  ).toBeInTheDocument()
}

async function deletePatient(user: UserEvent, dialog: HTMLElement) {
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete patient' }),
  )
  await user.click(
    within(
      await screen.findByRole('dialog', { name: 'Delete patient?' }),
    ).getByRole('button', { name: 'Delete patient' }),
  )
}

const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Name' })
const notesField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Notes (optional)' })

test('Save is enabled only for a valid change; the edited patient shows in the list', async () => {
  const { user, dialog, seed } = await openEditPatient()
  const save = within(dialog).getByRole('button', { name: 'Save' })
  expect(nameField(dialog)).toHaveValue('Jane Doe')
  expect(notesField(dialog)).toHaveValue('Type 1 diabetes since 2009')
  expect(save).toBeDisabled()

  await user.clear(nameField(dialog))
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Name is required.',
  )
  expect(save).toBeDisabled()
  await user.type(nameField(dialog), ' Jane Doe ')
  expect(save).toBeDisabled()
  await user.clear(nameField(dialog))
  await user.type(nameField(dialog), 'Jane Mary Smith')
  expect(save).toBeEnabled()
  await user.click(save)

  expect(
    await screen.findByRole('button', { name: 'Patient Jane Mary Smith' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(db.find.patient(seed.patients.jane)).toMatchObject({
    name: 'Jane Mary Smith',
    firstName: 'Jane',
    lastName: 'Mary Smith',
    notes: 'Type 1 diabetes since 2009',
  })
})

test('an edited patient keeps the new name even when the API’s reads lag behind its writes', async () => {
  const seed = seedOf()
  const reads = [
    lagReads('/users/:userId/patients', db.patients.list(DEMO_USER.sub)),
    lagReads(
      '/patients/:patientId',
      db.patients.get(DEMO_USER.sub, seed.patients.jane),
    ),
  ]
  const { user, dialog } = await openEditPatient()
  const [, patientReads] = reads
  const readsBefore = patientReads?.() ?? 0
  await user.clear(nameField(dialog))
  await user.type(nameField(dialog), 'Jane Mary Smith{Enter}')

  expect(
    await screen.findByRole('button', { name: 'Patient Jane Mary Smith' }),
  ).toBeInTheDocument()
  // Read again after the change, and still named as saved.
  expect(patientReads?.()).toBeGreaterThan(readsBefore)
  await user.click(
    screen.getByRole('button', { name: 'Patient Jane Mary Smith' }),
  )
  expect(
    screen.getByRole('menuitem', { name: 'Edit Jane Mary Smith' }),
  ).toBeInTheDocument()
})

test('a second save soon after the first shows, and is sent from, the second change', async () => {
  // The app's own cache, where a read stays fresh for 30 s: the patient read
  // back after the first save must not stand in for the second.
  const { user, dialog, seed } = await openEditPatient(createTestQueryClient())
  await user.clear(nameField(dialog))
  await user.type(nameField(dialog), 'Janet Doe')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await screen.findByRole('button', { name: 'Patient Janet Doe' })
  await afterModalClosed()

  const again = await openEditDialog(user, 'Janet Doe')
  await user.clear(nameField(again))
  await user.type(nameField(again), 'Janette Doe')
  await user.click(within(again).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('button', { name: 'Patient Janette Doe' }),
  ).toBeInTheDocument()
  await afterModalClosed()

  const third = await openEditDialog(user, 'Janette Doe')
  expect(nameField(third)).toHaveValue('Janette Doe')
  await user.clear(notesField(third))
  await user.click(within(third).getByRole('button', { name: 'Save' }))
  await waitFor(() =>
    expect(db.find.patient(seed.patients.jane)).toMatchObject({
      name: 'Janette Doe',
      notes: null,
    }),
  )
})

test('notes take up to 10000 characters', async () => {
  const { user, dialog } = await openEditPatient()
  await user.clear(notesField(dialog))
  await user.click(notesField(dialog))
  await user.paste('n'.repeat(10000))
  expect(within(dialog).getByText('10000 / 10000')).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  await user.type(notesField(dialog), 'n')
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Maximum of 10000 chars reached',
  )
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
})

test('when the edited patient cannot be read back, the patient list is reloaded', async () => {
  const requests = recordRequests()
  const listReads = () =>
    requests.filter((request) => /^GET \/users\/[^/]+\/patients$/.test(request))
      .length
  server.use(
    http.get(`${TEST_API_URL}/patients/:patientId`, () =>
      HttpResponse.json({ detail: 'Gone' }, { status: 404 }),
    ),
  )
  const { user, dialog } = await openEditPatient()
  const readsBefore = listReads()
  await user.clear(notesField(dialog))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() =>
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  )
  expect(listReads()).toBe(readsBefore + 1)
})

test.each([
  {
    case: 'refused',
    answer: () => HttpResponse.json({ detail: 'Nope' }, { status: 403 }),
  },
  { case: 'lost on its way', answer: () => HttpResponse.error() },
])(
  'a save $case says so and keeps the dialog open with the changes',
  async ({ answer }) => {
    server.use(http.patch(`${TEST_API_URL}/patients/:patientId`, answer))
    const { user, dialog } = await openEditPatient()
    await user.type(nameField(dialog), ' Junior')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The changes could not be saved. Please try again.',
    )
    expect(nameField(dialog)).toHaveValue('Jane Doe Junior')
  },
)

test('a save whose answer is lost after the API saved it is saved: the dialog closes and the list shows it', async () => {
  server.use(
    http.patch(
      `${TEST_API_URL}/patients/:patientId`,
      async ({ params, request }) => {
        const body: unknown = await request.json()
        db.patients.update(DEMO_USER.sub, String(params.patientId), body)
        return HttpResponse.error()
      },
    ),
  )
  const { user, dialog } = await openEditPatient()
  await user.type(nameField(dialog), ' Junior')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('button', { name: 'Patient Jane Doe Junior' }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  )
})

test('deleting asks first, then another patient becomes active and the app goes to the index', async () => {
  const { user, dialog, seed, router } = await openEditPatient()
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete patient' }),
  )
  const confirm = await screen.findByRole('dialog', { name: 'Delete patient?' })
  expect(confirm).toHaveAccessibleDescription(
    'Jane Doe and their projects and reports will be deleted. This cannot be undone.',
  )
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(
    screen.getByRole('dialog', { name: 'Edit Patient' }),
  ).toBeInTheDocument()
  await afterModalClosed()

  await deletePatient(user, dialog)
  await expectJaneDeleted()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(getActiveSelection()).toMatchObject({
    patientId: seed.patients.robert,
    projectId: seed.projects.heartHealth,
  })
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test('while the deletion runs, its confirmation stays: what follows a deletion always happens', async () => {
  const { opened, open } = gate()
  server.use(
    http.delete(`${TEST_API_URL}/patients/:patientId`, async () => {
      await opened
    }),
  )
  const { user, dialog, seed, router } = await openEditPatient()
  await deletePatient(user, dialog)
  const confirm = screen.getByRole('dialog', { name: 'Delete patient?' })
  const cancel = within(confirm).getByRole('button', { name: 'Cancel' })
  expect(cancel).toBeDisabled()
  await user.keyboard('{Escape}')
  expect(confirm).toBeInTheDocument()

  open()
  expect(
    await screen.findByText('Patient deleted successfully!'),
  ).toBeInTheDocument()
  expect(getActiveSelection().patientId).toBe(seed.patients.robert)
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test('a patient whose deletion answer is lost after the API deleted them counts as deleted', async () => {
  server.use(
    http.delete(`${TEST_API_URL}/patients/:patientId`, ({ params }) => {
      db.patients.delete(DEMO_USER.sub, String(params.patientId))
      return HttpResponse.error()
    }),
  )
  const { user, dialog, seed } = await openEditPatient()
  await deletePatient(user, dialog)
  await expectJaneDeleted()
  expect(getActiveSelection().patientId).toBe(seed.patients.robert)
})

test('a patient already deleted is dropped from the list with a notice', async () => {
  const { user, dialog, seed } = await openEditPatient()
  db.patients.delete(DEMO_USER.sub, seed.patients.jane)
  await deletePatient(user, dialog)
  expect(
    await screen.findByText('Patient not found or already deleted.'),
  ).toBeInTheDocument()
  const trigger = await screen.findByRole('button', {
    name: 'Patient Robert Doe',
  })
  await user.click(trigger)
  expect(
    screen.queryByRole('menuitem', { name: 'Jane Doe' }),
  ).not.toBeInTheDocument()
})

test('without a user id the patient cannot be updated or deleted', async () => {
  const { user, dialog, queryClient } = await openEditPatient()
  queryClient.removeQueries({ queryKey: userQueries.me().queryKey })
  server.use(
    http.get(`${TEST_API_URL}/users/me`, () =>
      HttpResponse.json({ detail: 'Unavailable' }, { status: 404 }),
    ),
  )
  await user.type(nameField(dialog), ' Junior')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByText('Authentication error. Cannot update patient.'),
  ).toBeInTheDocument()
  await deletePatient(user, dialog)
  expect(
    await screen.findByText('Authentication error. Cannot delete patient.'),
  ).toBeInTheDocument()
})

test('Delete patient pressed twice before the screen updates deletes once and says so once', async () => {
  const requests = recordRequests()
  const { user, dialog } = await openEditPatient()
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete patient' }),
  )
  const confirm = within(
    await screen.findByRole('dialog', { name: 'Delete patient?' }),
  ).getByRole('button', { name: 'Delete patient' })
  await pressTwice(confirm)
  await expectJaneDeleted()
  expect(requests.filter((r) => r.startsWith('DELETE '))).toHaveLength(1)
  expect(
    screen.queryByText('Patient not found or already deleted.'),
  ).not.toBeInTheDocument()
})

test('Save pressed twice before the screen updates sends one change', async () => {
  const requests = recordRequests()
  const { user, dialog } = await openEditPatient()
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'ine')
  const save = within(dialog).getByRole('button', { name: 'Save' })
  await pressTwice(save)
  await screen.findByRole('button', { name: 'Patient Jane Doeine' })
  expect(requests.filter((r) => r.startsWith('PATCH '))).toHaveLength(1)
})

/** The page is reloaded (or its session ends): it comes back, and Edit Patient is opened again. */
async function reopenedAfterReload(
  view: { unmount: () => void },
  name = 'Jane Doe',
) {
  view.unmount()
  const { user } = renderRoute(<PatientSelector />, {
    path: '*',
    url: '/questions',
  })
  return { user, dialog: await openEditDialog(user, name) }
}

/** Changes Jane's name and empties her notes, without saving. */
async function editJane() {
  const view = await openEditPatient()
  await view.user.clear(nameField(view.dialog))
  await view.user.type(nameField(view.dialog), 'Jane Mary Smith')
  await view.user.clear(notesField(view.dialog))
  return view
}

test('changes not yet saved are back when Edit Patient opens again after a reload, notes emptied included, and can be saved', async () => {
  const view = await editJane()
  const { dialog, user } = await reopenedAfterReload(view)
  expect(nameField(dialog)).toHaveValue('Jane Mary Smith')
  expect(notesField(dialog)).toHaveValue('')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await screen.findByRole('button', { name: 'Patient Jane Mary Smith' })
  expect(db.find.patient(view.seed.patients.jane)).toMatchObject({
    name: 'Jane Mary Smith',
    notes: null,
  })
})

test.each(CLOSINGS)(
  'closing Edit Patient (%s) forgets the changes: opened again, it shows the patient as saved',
  async (how) => {
    const view = await editJane()
    await closeDialog(view.user, view.dialog, how)
    const again = await reopenedAfterReload(view)
    expect(nameField(again.dialog)).toHaveValue('Jane Doe')
    expect(notesField(again.dialog)).toHaveValue('Type 1 diabetes since 2009')
  },
)

test('saved, the changes are forgotten: opened again, it shows the patient as the API now holds them', async () => {
  const view = await editJane()
  await view.user.click(
    within(view.dialog).getByRole('button', { name: 'Save' }),
  )
  await screen.findByRole('button', { name: 'Patient Jane Mary Smith' })
  db.patients.update(DEMO_USER.sub, view.seed.patients.jane, {
    notes: 'Changed elsewhere',
  })
  const again = await reopenedAfterReload(view, 'Jane Mary Smith')
  expect(nameField(again.dialog)).toHaveValue('Jane Mary Smith')
  expect(notesField(again.dialog)).toHaveValue('Changed elsewhere')
})

test('changes saved once the dialog has gone (the session ended meanwhile) are forgotten as typed', async () => {
  const view = await editJane()
  const { opened, open } = gate()
  server.use(
    http.patch(`${TEST_API_URL}/patients/:patientId`, async () => {
      await opened
    }),
  )
  await view.user.click(
    within(view.dialog).getByRole('button', { name: 'Save' }),
  )
  view.unmount()
  open()
  await waitFor(() => expect(view.queryClient.isMutating()).toBe(0))
  // Renamed back elsewhere: opened again, the dialog shows it.
  db.patients.update(DEMO_USER.sub, view.seed.patients.jane, {
    name: 'Jane Doe',
  })
  const again = await reopenedAfterReload(view)
  expect(nameField(again.dialog)).toHaveValue('Jane Doe')
})
