import { screen, waitFor, within } from '@testing-library/react'

import {
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { resetLayoutStore } from '@/stores/layout-store'
import { renderRoute } from '@/testing/render'
import { setWindowWidth } from '@/testing/viewport'
import { seedOf } from '@mocks/testing/test-helpers'

import { AppLayout } from './app-layout'

beforeEach(() => {
  setWindowWidth(390)
  resetLayoutStore()
})

async function openDrawer() {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.thyroid)
  const view = renderRoute(<AppLayout />, { path: '*', url: '/' })
  const menuButton = await screen.findByRole('button', { name: 'Navigation' })
  await view.user.click(menuButton)
  const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
  return { ...view, seed, menuButton, drawer }
}

const expectDrawerClosed = () =>
  waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Navigation' }),
    ).not.toBeInTheDocument(),
  )

async function expectClosedWithFocusOn(menuButton: HTMLElement) {
  await expectDrawerClosed()
  await waitFor(() => expect(menuButton).toHaveFocus())
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
}

test('the drawer has a close button at its top, which gives focus back to the menu button', async () => {
  const { user, drawer, menuButton } = await openDrawer()
  const close = within(drawer).getByRole('button', {
    name: 'Close navigation',
  })
  // First in the drawer: the first thing focus and a screen reader reach.
  expect(within(drawer).getAllByRole('button')[0]).toBe(close)
  await user.click(close)
  await expectClosedWithFocusOn(menuButton)
})

test('Escape closes the drawer and gives focus back to the menu button', async () => {
  const { user, menuButton } = await openDrawer()
  await user.keyboard('{Escape}')
  await expectClosedWithFocusOn(menuButton)
})

test('following a link in the drawer closes it and gives focus back to the menu button', async () => {
  const { user, drawer, menuButton, router } = await openDrawer()
  await user.click(
    await within(drawer).findByRole('link', {
      name: 'Report: Thyroid Health Report',
    }),
  )
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
  )
  await expectClosedWithFocusOn(menuButton)
})

test('choosing a patient in the drawer closes it and gives focus back to the menu button', async () => {
  const { user, drawer, menuButton } = await openDrawer()
  await user.click(
    await within(drawer).findByRole('button', { name: 'Patient Jane Doe' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'Robert Doe' }))
  await expectClosedWithFocusOn(menuButton)
})

test('following a link of the tree closes the drawer', async () => {
  const { user, drawer, router, seed } = await openDrawer()
  await user.click(
    await within(drawer).findByRole('link', {
      name: 'Report: Thyroid Health Report',
    }),
  )
  expect(router.state.location.pathname).toBe(
    `/report/analyses/${seed.analyses.thyroidReport}`,
  )
  await expectDrawerClosed()
})

test('choosing another patient closes the drawer', async () => {
  const { user, drawer } = await openDrawer()
  await user.click(
    await within(drawer).findByRole('button', { name: 'Patient Jane Doe' }),
  )
  await user.click(screen.getByRole('menuitem', { name: 'Robert Doe' }))
  await expectDrawerClosed()
})

test('a new project closes the drawer', async () => {
  const { user, drawer, router } = await openDrawer()
  await user.click(
    await within(drawer).findByRole('button', { name: 'New Project' }),
  )
  await user.keyboard('Sleep{Enter}')
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(/\/records\/$/),
  )
  await expectDrawerClosed()
})

test('closed, the drawer is not in the page; it opens again after closing', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  const { user } = renderRoute(<AppLayout />, { path: '*', url: '/' })
  const menuButton = await screen.findByRole('button', { name: 'Navigation' })
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
  for (let round = 0; round < 2; round += 1) {
    await user.click(menuButton)
    await screen.findByRole('dialog', { name: 'Navigation' })
    await user.keyboard('{Escape}')
    await expectClosedWithFocusOn(menuButton)
  }
})

test('pressed in the moment after the window narrowed, before the page has caught up, the button opens the drawer', async () => {
  setWindowWidth(1280)
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.thyroid)
  const { user } = renderRoute(<AppLayout />, { path: '*', url: '/' })
  const menuButton = await screen.findByRole('button', { name: 'Navigation' })
  // The window is a phone's width; the media query's change is not yet told.
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    value: 390,
  })
  await user.click(menuButton)
  expect(
    await screen.findByRole('dialog', { name: 'Navigation' }),
  ).toBeVisible()
})
