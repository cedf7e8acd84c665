import { act, screen, waitFor, within } from '@testing-library/react'

import {
  getActiveSelection,
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { settle } from '@/testing/fake-clock'
import { renderWithProviders } from '@/testing/render'
import { holdPosts } from '@/testing/requests'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { projectsNamed, seedOf } from '@mocks/testing/test-helpers'

import { DemoProjectNotice } from './demo-project-notice'
import { ProjectSelector, type ProjectSelectorProps } from './project-selector'

function renderSelector(props: ProjectSelectorProps = {}) {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.firstProject)
  const onProjectChosen = vi.fn()
  const view = renderWithProviders(
    <ProjectSelector onProjectChosen={onProjectChosen} {...props} />,
  )
  return { ...view, seed, onProjectChosen }
}

/** The menu's entries in order: plain items and the project radio items. */
function menuEntries() {
  const menu = within(screen.getByRole('menu'))
  return [
    ...menu.queryAllByRole('menuitem'),
    ...menu.queryAllByRole('menuitemradio'),
  ]
    .sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map((item) => item.textContent)
}

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('shows the active project; the menu offers New Project first, then the projects by last update', async () => {
    const { user } = renderSelector()
    const trigger = await screen.findByRole('button', {
      name: 'Project My First Project',
    })
    await user.click(trigger)
    expect(menuEntries()).toEqual([
      'New Project',
      'Thyroid Health',
      'My First Project',
      'Example: Breast Cancer',
      'Example: POTS',
    ])
    expect(
      screen.getByRole('menuitemradio', { name: 'My First Project' }),
    ).toBeChecked()
  })
})

test('choosing a project with the keyboard makes it active and reports it', async () => {
  const { user, seed, onProjectChosen } = renderSelector({
    label: 'Research project',
  })
  await screen.findByRole('button', {
    name: 'Research project My First Project',
  })
  await user.tab()
  await user.keyboard('{Enter}')
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'New Project' })).toHaveFocus(),
  )
  await user.keyboard('{ArrowDown}{Enter}')
  expect(getActiveSelection().projectId).toBe(seed.projects.thyroid)
  expect(onProjectChosen).toHaveBeenCalledWith(
    expect.objectContaining({ id: seed.projects.thyroid }),
  )
  expect(
    await screen.findByRole('button', {
      name: 'Research project Thyroid Health',
    }),
  ).toHaveFocus()
})

test('New Project creates one in place; it becomes active and is reported', async () => {
  const { user, onProjectChosen } = renderSelector({ showHelp: true })
  const trigger = await screen.findByRole('button', {
    name: 'Project My First Project',
  })
  expect(trigger).toHaveAccessibleDescription(
    'Organize research by condition, area of care, or topic.',
  )
  await user.click(trigger)
  await user.click(screen.getByRole('menuitem', { name: 'New Project' }))
  const name = await screen.findByRole('textbox', { name: 'Project name' })
  await waitFor(() => expect(name).toHaveFocus())
  await user.type(name, 'Sleep{Enter}')

  const newTrigger = await screen.findByRole('button', {
    name: 'Project Sleep',
  })
  expect(newTrigger).toHaveFocus()
  expect(onProjectChosen).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Sleep' }),
  )
  expect(getActiveSelection().projectId).toBe(
    onProjectChosen.mock.calls[0]?.[0].id,
  )
})

test('another patient chosen while a project is being named or created closes the form; that patient stays active', async () => {
  const open = holdPosts('/patients/:patientId/projects')
  const { user, seed, onProjectChosen, queryClient } = renderSelector()
  await user.click(
    await screen.findByRole('button', { name: 'Project My First Project' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'New Project' }))
  await user.type(
    await screen.findByRole('textbox', { name: 'Project name' }),
    'Sleep{Enter}',
  )
  await screen.findByRole('button', { name: 'Creating...' })
  act(() => {
    patientActivated(seed.patients.robert)
    projectActivated(seed.projects.heartHealth)
  })
  expect(
    await screen.findByRole('button', { name: 'Project Heart Health' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('textbox', { name: 'Project name' }),
  ).not.toBeInTheDocument()

  open()
  await waitFor(() =>
    expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1),
  )
  await settle(queryClient)
  expect(onProjectChosen).not.toHaveBeenCalled()
  expect(getActiveSelection()).toMatchObject({
    patientId: seed.patients.robert,
    projectId: seed.projects.heartHealth,
  })

  // Back to the first patient, the form stays closed.
  act(() => patientActivated(seed.patients.jane))
  expect(
    await screen.findByRole('button', { name: /^Project / }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('textbox', { name: 'Project name' }),
  ).not.toBeInTheDocument()
})

test('cancelling a new project goes back to the menu button', async () => {
  const { user } = renderSelector()
  await user.click(
    await screen.findByRole('button', { name: 'Project My First Project' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'New Project' }))
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  expect(
    screen.getByRole('button', { name: 'Project My First Project' }),
  ).toHaveFocus()
})

test('a generic profile gets no New Project, and "No projects found." without projects', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.generic)
  const { user, queryClient } = renderWithProviders(
    <ProjectSelector createWhenEmpty />,
  )
  const trigger = await screen.findByRole('button', {
    name: 'Project Select a project',
  })
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  await user.click(trigger)
  expect(menuEntries()).toEqual(['No projects found.'])
  expect(
    screen.getByRole('menuitem', { name: 'No projects found.' }),
  ).toHaveAttribute('aria-disabled', 'true')
})

test('with createWhenEmpty, a patient without projects starts in creation mode', async () => {
  seedOf()
  const patient = db.insert.patient(DEMO_USER.sub, { name: 'Ann Smith' })
  patientActivated(patient.id)
  renderWithProviders(<ProjectSelector createWhenEmpty />)
  expect(
    await screen.findByRole('textbox', { name: 'Project name' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Cancel' }),
  ).not.toBeInTheDocument()
})

test('without createWhenEmpty, an empty list reads "No projects found."', async () => {
  seedOf()
  const patient = db.insert.patient(DEMO_USER.sub, { name: 'Ann Smith' })
  patientActivated(patient.id)
  const { user, queryClient } = renderWithProviders(<ProjectSelector />)
  const trigger = await screen.findByRole('button', {
    name: 'Project Select a project',
  })
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  await user.click(trigger)
  expect(menuEntries()).toEqual(['New Project', 'No projects found.'])
})

test('a disabled selector does not open', async () => {
  const { user } = renderSelector({ disabled: true })
  const trigger = await screen.findByRole('button', {
    name: 'Project My First Project',
  })
  expect(trigger).toBeDisabled()
  await user.click(trigger)
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

test('the demo notice shows only for a demo project', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.pots)
  renderWithProviders(<DemoProjectNotice />)
  expect(await screen.findByRole('status')).toHaveTextContent(
    'This is a demo project and is read-only.',
  )
  act(() => projectActivated(seed.projects.thyroid))
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})
