import { screen, waitFor, within } from '@testing-library/react'

import {
  getActiveSelection,
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { settle } from '@/testing/fake-clock'
import { renderRoute } from '@/testing/render'
import { holdPosts, lagReads } from '@/testing/requests'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { projectsNamed, seedOf } from '@mocks/testing/test-helpers'

import { LeftNavigation } from './left-navigation'

function renderNavigation() {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.thyroid)
  return { seed, ...renderRoute(<LeftNavigation />, { path: '*', url: '/' }) }
}

test('holds the patient selector and the Research Projects tree', async () => {
  renderNavigation()
  const navigation = screen.getByRole('navigation', {
    name: 'Patients and projects',
  })
  expect(
    await within(navigation).findByRole('button', { name: 'Patient Jane Doe' }),
  ).toBeInTheDocument()
  expect(
    within(navigation).getByRole('heading', { name: 'Research Projects' }),
  ).toBeInTheDocument()
  expect(
    await within(navigation).findByRole('button', { name: /^Thyroid Health/ }),
  ).toBeInTheDocument()
})

test.each([
  ['', false],
  [', when the API’s reads lag behind its writes', true],
])(
  'New Project creates a project, makes it active and opens its records route%s',
  async (_, isLagging) => {
    if (isLagging) {
      lagReads(
        '/patients/:patientId/projects',
        db.projects.list(DEMO_USER.sub, seedOf().patients.jane),
      )
    }
    const { user, router } = renderNavigation()
    await user.click(await screen.findByRole('button', { name: 'New Project' }))
    const name = screen.getByRole('textbox', { name: 'Project name' })
    expect(name).toHaveFocus()
    await user.type(name, 'Sleep{Enter}')

    // Listed as soon as it is created, then made active.
    const sleep = await screen.findByRole('button', { name: /^Sleep/ })
    await waitFor(() => expect(sleep).toHaveAttribute('aria-current', 'true'))
    const projectId = getActiveSelection().projectId
    expect(router.state.location.pathname).toBe(
      `/project/${projectId}/records/`,
    )
    expect(
      screen.queryByRole('textbox', { name: 'Project name' }),
    ).not.toBeInTheDocument()
  },
)

test('a patient chosen while a new project is being created stays active; the project joins the first patient’s list', async () => {
  const open = holdPosts('/patients/:patientId/projects')
  const { user, router, seed, queryClient } = renderNavigation()
  await user.click(await screen.findByRole('button', { name: 'New Project' }))
  await user.type(
    screen.getByRole('textbox', { name: 'Project name' }),
    'Sleep{Enter}',
  )
  await screen.findByRole('button', { name: 'Creating...' })
  await user.click(screen.getByRole('button', { name: 'Patient Jane Doe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Robert Doe' }))
  await waitFor(() =>
    expect(getActiveSelection().patientId).toBe(seed.patients.robert),
  )
  // The form was Jane Doe's.
  expect(
    screen.queryByRole('textbox', { name: 'Project name' }),
  ).not.toBeInTheDocument()
  const pathname = router.state.location.pathname

  open()
  await waitFor(() =>
    expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1),
  )
  await settle(queryClient)
  expect(getActiveSelection().patientId).toBe(seed.patients.robert)
  expect(router.state.location.pathname).toBe(pathname)
  expect(
    await screen.findByRole('button', { name: 'Patient Robert Doe' }),
  ).toBeInTheDocument()

  // Back to Jane Doe: her new project is listed, and the form stays closed.
  await user.click(screen.getByRole('button', { name: 'Patient Robert Doe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Jane Doe' }))
  expect(
    await screen.findByRole('button', { name: /^Sleep/ }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('textbox', { name: 'Project name' }),
  ).not.toBeInTheDocument()
})

test('cancelling a new project returns focus to New Project', async () => {
  const { user } = renderNavigation()
  await user.click(await screen.findByRole('button', { name: 'New Project' }))
  await user.keyboard('Sleep{Escape}')
  expect(screen.getByRole('button', { name: 'New Project' })).toHaveFocus()
  expect(
    screen.queryByRole('button', { name: /^Sleep/ }),
  ).not.toBeInTheDocument()
})

test('a generic profile is offered no New Project', async () => {
  const { user, seed } = renderNavigation()
  await user.click(
    await screen.findByRole('button', { name: 'Patient Jane Doe' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'Generic profile' }))
  await waitFor(() =>
    expect(getActiveSelection().patientId).toBe(seed.patients.generic),
  )
  expect(
    await screen.findByRole('button', { name: 'Patient Generic profile' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'New Project' }),
  ).not.toBeInTheDocument()
  expect(screen.getByText('No projects yet.')).toBeInTheDocument()
})
