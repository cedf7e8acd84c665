import { screen, waitFor, within } from '@testing-library/react'

import { RETURN_ROUTE_KEY } from '@/features/patients/utils/return-route'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'
import { afterModalClosed } from '@/testing/modal'
import { renderRoute } from '@/testing/render'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { seedOf } from '@mocks/testing/test-helpers'

import { PatientSelector } from './patient-selector'

function renderSelector(url = '/') {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  const view = renderRoute(
    <>
      <PatientSelector />
      <button type="button">Next control</button>
    </>,
    {
      path: '*',
      url,
    },
  )
  return { seed, ...view }
}

/** What each item says, which is also its accessible name (the badges are pictures). */
const menuItemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => {
      expect(item).toHaveAccessibleName(item.textContent ?? '')
      return item.textContent
    })

test('shows the active patient and lists the others, generic profiles last, then Edit and Add New Patient', async () => {
  const seed = seedOf()
  // Created after the generic profile, yet listed before it.
  db.insert.patient(DEMO_USER.sub, { name: 'zoe Adams' })
  const { user } = renderSelector()

  const trigger = await screen.findByRole('button', {
    name: 'Patient Jane Doe',
  })
  // The button says what it is named by: its visible text is within its name.
  expect(trigger).toHaveTextContent(/^Jane Doe$/)
  await user.click(trigger)
  expect(menuItemNames()).toEqual([
    'Robert Doe',
    'Zoe Adams',
    'Generic profile',
    'Edit Jane Doe',
    'Add New Patient',
  ])
  expect(getActiveSelection().patientId).toBe(seed.patients.jane)
})

test('the generic profile has no Edit action', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.generic)
  const { user } = renderRoute(<PatientSelector />)
  await user.click(
    await screen.findByRole('button', { name: 'Patient Generic profile' }),
  )
  expect(menuItemNames()).toEqual(['Jane Doe', 'Robert Doe', 'Add New Patient'])
})

test('works with the keyboard: Enter, Space and ArrowDown open; arrows, Home and End move; Escape closes; Tab leaves', async () => {
  const { user } = renderSelector()
  const trigger = await screen.findByRole('button', {
    name: 'Patient Jane Doe',
  })
  await user.tab()
  expect(trigger).toHaveFocus()

  await user.keyboard('{Enter}')
  const robert = await screen.findByRole('menuitem', { name: 'Robert Doe' })
  await waitFor(() => expect(robert).toHaveFocus())
  await user.keyboard('{ArrowDown}')
  expect(
    screen.getByRole('menuitem', { name: 'Generic profile' }),
  ).toHaveFocus()
  await user.keyboard('{End}')
  expect(
    screen.getByRole('menuitem', { name: 'Add New Patient' }),
  ).toHaveFocus()
  await user.keyboard('{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: 'Edit Jane Doe' })).toHaveFocus()
  await user.keyboard('{Home}')
  expect(robert).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()

  await user.keyboard(' ')
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'Robert Doe' })).toHaveFocus(),
  )
  await user.keyboard('{Escape}')

  await user.keyboard('{ArrowDown}')
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'Robert Doe' })).toHaveFocus(),
  )
  // Tab closes the open menu, back on its button; the next Tab moves on.
  await user.tab()
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus()
})

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('choosing a patient with Enter makes them active with their first active project, and goes to the index', async () => {
    const { user, seed, router } = renderSelector('/questions')
    await screen.findByRole('button', { name: 'Patient Jane Doe' })
    await user.tab()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        screen.getByRole('menuitem', { name: 'Robert Doe' }),
      ).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(
      await screen.findByRole('button', { name: 'Patient Robert Doe' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(getActiveSelection()).toMatchObject({
        patientId: seed.patients.robert,
        projectId: seed.projects.heartHealth,
      }),
    )
    expect(localStorage.getItem('activePatientId')).toBe(seed.patients.robert)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  test('a patient without active projects is switched to with no active project', async () => {
    const { user, seed } = renderSelector()
    await user.click(
      await screen.findByRole('button', { name: 'Patient Jane Doe' }),
    )
    await user.click(screen.getByRole('menuitem', { name: 'Generic profile' }))
    await waitFor(() =>
      expect(getActiveSelection().patientId).toBe(seed.patients.generic),
    )
    expect(getActiveSelection().projectId).toBeNull()
  })
})

test('a saved return route is where the switch goes, once', async () => {
  localStorage.setItem(RETURN_ROUTE_KEY, '/records')
  const { user, router } = renderSelector()
  await user.click(
    await screen.findByRole('button', { name: 'Patient Jane Doe' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'Robert Doe' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/records'))
  expect(localStorage.getItem(RETURN_ROUTE_KEY)).toBeNull()
})

test('Edit and Add New Patient open their dialogs; closing returns focus to the menu button', async () => {
  const { user } = renderSelector()
  const trigger = await screen.findByRole('button', {
    name: 'Patient Jane Doe',
  })
  await user.click(trigger)
  await user.click(screen.getByRole('menuitem', { name: 'Edit Jane Doe' }))
  const edit = await screen.findByRole('dialog', { name: 'Edit Patient' })
  expect(within(edit).getByRole('textbox', { name: 'Name' })).toHaveFocus()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(trigger).toHaveFocus())
  await afterModalClosed()

  await user.click(trigger)
  await user.click(screen.getByRole('menuitem', { name: 'Add New Patient' }))
  expect(
    await screen.findByRole('dialog', { name: 'Add New Patient' }),
  ).toBeInTheDocument()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(trigger).toHaveFocus())
})
