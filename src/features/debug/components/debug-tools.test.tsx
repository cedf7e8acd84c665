import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { patientActivated } from '@/stores/active-selection-store'
import { renderApp } from '@/testing/render'
import { recordRequests } from '@/testing/requests'
import { installTestConfig, TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

const NO_PATIENT_MESSAGE =
  'Select or add a patient first: demo projects are created for the active patient.'
const GENERIC_PROFILE_MESSAGE =
  'Demo projects cannot be created for Generic Profiles. Please select a patient profile.'
const RESET_QUESTION =
  'Delete all patients, projects, records and reports of this account? This cannot be undone.'

const navigation = () =>
  screen.getByRole('navigation', { name: 'Patients and projects' })

const USER_MENU = 'DU: User menu for Demo User'

/** The app with debugging on, the tools' panel open. */
async function openDebugTools(url = '/') {
  installTestConfig({ debug: true })
  const view = renderApp(url)
  await view.user.click(await screen.findByRole('button', { name: USER_MENU }))
  await view.user.click(
    await screen.findByRole('menuitem', { name: 'Debug tools' }),
  )
  const panel = await screen.findByRole('dialog', { name: 'Debug tools' })
  return { ...view, panel }
}

test('without debug in the configuration there are no debug tools', async () => {
  const { user } = renderApp('/')
  await screen.findByRole('button', { name: /^Thyroid Health/ })
  await user.click(screen.getByRole('button', { name: USER_MENU }))
  expect(
    await screen.findByRole('menuitem', { name: 'Log out' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('menuitem', { name: 'Debug tools' }),
  ).not.toBeInTheDocument()
  expect(screen.queryByText('Debug tools')).not.toBeInTheDocument()
})

test('the tools open from the user menu, by keyboard, in a panel that gives focus back', async () => {
  installTestConfig({ debug: true })
  const { user } = renderApp('/')
  const trigger = await screen.findByRole('button', { name: USER_MENU })
  act(() => trigger.focus())
  await user.keyboard('{Enter}')
  const item = await screen.findByRole('menuitem', { name: 'Debug tools' })
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(item).toHaveFocus()
  await user.keyboard('{Enter}')

  const panel = await screen.findByRole('dialog', { name: 'Debug tools' })
  expect(
    within(panel).getByRole('heading', { name: 'Debug tools' }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(
      within(panel).getByRole('button', { name: 'Close debug tools' }),
    ).toHaveFocus(),
  )

  await user.keyboard('{Escape}')
  expect(
    screen.queryByRole('dialog', { name: 'Debug tools' }),
  ).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()

  // Opened again, now that its code is loaded, focus still moves into the panel.
  await user.keyboard('{Enter}')
  await screen.findByRole('menuitem', { name: 'Debug tools' })
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
  const again = await screen.findByRole('dialog', { name: 'Debug tools' })
  await waitFor(() =>
    expect(
      within(again).getByRole('button', { name: 'Close debug tools' }),
    ).toHaveFocus(),
  )
  expect(again).toBeInTheDocument()
})

test('the panel is not modal: focus moving elsewhere on the page closes it', async () => {
  await openDebugTools()
  act(() => screen.getByRole('main').focus())
  expect(
    screen.queryByRole('dialog', { name: 'Debug tools' }),
  ).not.toBeInTheDocument()
  expect(screen.getByRole('main')).toHaveFocus()
})

test('demo projects created for the active patient appear in the project tree', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.robert)
  const requests = recordRequests()
  const { user, panel } = await openDebugTools()
  await screen.findByRole('button', { name: 'Patient Robert Doe' })
  expect(
    within(navigation()).queryByRole('button', { name: /^Example: POTS/ }),
  ).not.toBeInTheDocument()
  requests.length = 0

  await user.click(
    within(panel).getByRole('button', { name: 'Create demo projects' }),
  )

  expect(
    await within(panel).findByText(
      'Demo projects created for Robert Doe. They are listed under Research Projects.',
    ),
  ).toHaveRole('status')
  expect(
    within(navigation()).getByRole('button', { name: /^Example: POTS DEMO/ }),
  ).toBeInTheDocument()
  expect(
    within(navigation()).getByRole('button', {
      name: /^Example: Breast Cancer DEMO/,
    }),
  ).toBeInTheDocument()
  expect(requests).toEqual(
    expect.arrayContaining([
      `POST /patients/${seed.patients.robert}/demo`,
      `GET /patients/${seed.patients.robert}/projects`,
      'GET /users/me/demo_projects',
    ]),
  )
})

test('Create demo projects pressed twice before the screen updates sends one request', async () => {
  const seed = seedOf()
  const requests = recordRequests()
  const { panel } = await openDebugTools()
  await screen.findByRole('button', { name: 'Patient Jane Doe' })
  const create = within(panel).getByRole('button', {
    name: 'Create demo projects',
  })

  fireEvent.click(create)
  fireEvent.click(create)

  expect(
    await within(panel).findByText(/^Demo projects created for Jane Doe\./),
  ).toHaveRole('status')
  expect(
    requests.filter((r) => r === `POST /patients/${seed.patients.jane}/demo`),
  ).toHaveLength(1)
})

test('demo projects are refused for a generic profile, and nothing is sent', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.generic)
  const requests = recordRequests()
  const { user, panel } = await openDebugTools()
  await screen.findByRole('button', { name: 'Patient Generic profile' })

  await user.click(
    within(panel).getByRole('button', { name: 'Create demo projects' }),
  )

  expect(within(panel).getByRole('alert')).toHaveTextContent(
    GENERIC_PROFILE_MESSAGE,
  )
  expect(requests.filter((r) => r.endsWith('/demo'))).toEqual([])
})

test('a refused request says why beside the button', async () => {
  server.use(
    http.post(`${TEST_API_URL}/patients/:patientId/demo`, () =>
      HttpResponse.json({ detail: 'Patient not found' }, { status: 404 }),
    ),
  )
  const { user, panel } = await openDebugTools()
  await screen.findByRole('button', { name: 'Patient Jane Doe' })

  await user.click(
    within(panel).getByRole('button', { name: 'Create demo projects' }),
  )

  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'Failed to create demo projects. Patient not found',
  )
  expect(
    within(panel).getByRole('button', { name: 'Create demo projects' }),
  ).toBeEnabled()
})

test('Reset my data asks first; Cancel keeps everything', async () => {
  const requests = recordRequests()
  const { user, panel } = await openDebugTools()
  await screen.findByRole('button', { name: /^Thyroid Health/ })

  await user.click(within(panel).getByRole('button', { name: 'Reset my data' }))
  const confirm = await screen.findByRole('dialog', { name: 'Reset my data?' })
  expect(confirm).toHaveAccessibleDescription(RESET_QUESTION)
  const cancel = within(confirm).getByRole('button', { name: 'Cancel' })
  expect(cancel).toHaveFocus()

  await user.click(cancel)

  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Reset my data?' }),
    ).not.toBeInTheDocument(),
  )
  expect(requests.filter((r) => r.endsWith('/reset'))).toEqual([])
  expect(
    within(navigation()).getByRole('button', { name: /^Thyroid Health/ }),
  ).toBeInTheDocument()
  expect(
    within(panel).getByRole('button', { name: 'Reset my data' }),
  ).toHaveFocus()
})

test('confirming the reset deletes the data, forgets what the app held and goes to /', async () => {
  const seed = seedOf()
  const { id: userId } = db.userFor(DEMO_USER.sub)
  const requests = recordRequests()
  const { user, panel, router } = await openDebugTools(
    `/project/${seed.projects.thyroid}/questions`,
  )
  await screen.findByRole('button', { name: /^Thyroid Health/ })

  await user.click(within(panel).getByRole('button', { name: 'Reset my data' }))
  const confirm = await screen.findByRole('dialog', { name: 'Reset my data?' })
  await user.click(
    within(confirm).getByRole('button', { name: 'Delete all my data' }),
  )

  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(requests).toContain(`POST /users/${userId}/reset`)
  expect(
    await screen.findByRole('button', { name: 'Patient No patient selected' }),
  ).toBeInTheDocument()
  expect(
    within(navigation()).queryByRole('button', { name: /^Thyroid Health/ }),
  ).not.toBeInTheDocument()
  expect(
    within(panel).getByText(
      'All patients, projects, records and reports of this account were deleted.',
    ),
  ).toHaveRole('status')
  expect(localStorage.getItem('activePatientId')).toBeNull()

  // With no patient left, there is nobody to create demo projects for.
  await user.click(
    within(panel).getByRole('button', { name: 'Create demo projects' }),
  )
  expect(within(panel).getByRole('alert')).toHaveTextContent(NO_PATIENT_MESSAGE)
  expect(requests.filter((r) => r.endsWith('/demo'))).toEqual([])
})

test('a reset that fails says so in the confirmation, which stays open', async () => {
  server.use(
    http.post(`${TEST_API_URL}/users/:userId/reset`, () =>
      HttpResponse.json({ detail: 'Conflict' }, { status: 409 }),
    ),
  )
  const { user, panel } = await openDebugTools()
  await screen.findByRole('button', { name: /^Thyroid Health/ })

  await user.click(within(panel).getByRole('button', { name: 'Reset my data' }))
  const confirm = await screen.findByRole('dialog', { name: 'Reset my data?' })
  await user.click(
    within(confirm).getByRole('button', { name: 'Delete all my data' }),
  )

  expect(await within(confirm).findByRole('alert')).toHaveTextContent(
    'Failed to reset your data. Conflict',
  )
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Reset my data?' }),
    ).not.toBeInTheDocument(),
  )
  expect(
    within(navigation()).getByRole('button', { name: /^Thyroid Health/ }),
  ).toBeInTheDocument()
})
