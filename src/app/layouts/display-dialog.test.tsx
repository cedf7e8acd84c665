import { screen, within } from '@testing-library/react'

import { DISPLAY_KEY } from '@/lib/display-settings'
import { renderApp } from '@/testing/render'
import { setWindowWidth } from '@/testing/viewport'

const USER_MENU = 'DU: User menu for Demo User'
const root = document.documentElement

async function openDisplay() {
  const view = renderApp('/')
  await screen.findByRole('button', { name: /^Thyroid Health/ })
  await view.user.click(screen.getByRole('button', { name: USER_MENU }))
  await view.user.click(
    await screen.findByRole('menuitem', { name: 'Display' }),
  )
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Display' },
    { timeout: 5_000 },
  )
  return { ...view, dialog }
}

afterEach(() => {
  for (const name of ['data-theme', 'data-text-size', 'data-line-spacing'])
    root.removeAttribute(name)
})

test('Display sets the text size, line spacing and theme at once, kept on the device', async () => {
  const { user, dialog } = await openDisplay()
  const sizes = within(dialog).getByRole('group', { name: 'Text size' })
  for (const size of ['100%', '125%', '150%', '175%', '200%'])
    expect(within(sizes).getByRole('radio', { name: size })).toBeVisible()
  expect(within(sizes).getAllByRole('radio')).toHaveLength(5)
  expect(within(sizes).getByRole('radio', { name: '100%' })).toBeChecked()
  expect(
    within(dialog).getByRole('radio', { name: 'Match this device' }),
  ).toBeChecked()

  await user.click(within(sizes).getByRole('radio', { name: '200%' }))
  await user.click(within(dialog).getByRole('radio', { name: 'Wide' }))
  await user.click(within(dialog).getByRole('radio', { name: 'Dark' }))
  expect(root).toHaveAttribute('data-text-size', '200')
  expect(root).toHaveAttribute('data-line-spacing', 'wide')
  expect(root).toHaveAttribute('data-theme', 'dark')
  expect(JSON.parse(localStorage.getItem(DISPLAY_KEY)!)).toEqual({
    textSize: 200,
    lineSpacing: 'wide',
    theme: 'dark',
  })
})

test('Display opens with the settings kept on this device', async () => {
  localStorage.setItem(
    DISPLAY_KEY,
    JSON.stringify({ textSize: 150, lineSpacing: 'wide', theme: 'contrast' }),
  )
  const { dialog } = await openDisplay()
  expect(within(dialog).getByRole('radio', { name: '150%' })).toBeChecked()
  expect(within(dialog).getByRole('radio', { name: 'Wide' })).toBeChecked()
  expect(
    within(dialog).getByRole('radio', { name: 'High contrast' }),
  ).toBeChecked()
})

test('at 200 % text a window of 1,000 px gets the phone layout, as the stylesheets do', async () => {
  setWindowWidth(1000)
  const { user, dialog } = await openDisplay()
  await user.click(within(dialog).getByRole('radio', { name: '200%' }))
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  // The navigation is a drawer, as on a phone.
  await user.click(screen.getByRole('button', { name: 'Navigation' }))
  const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
  await user.click(
    within(drawer).getByRole('button', { name: 'Close navigation' }),
  )
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
})

test('at 100 % text the same window keeps its navigation beside the page', async () => {
  setWindowWidth(1000)
  const { user } = await openDisplay()
  await user.keyboard('{Escape}')
  await user.click(screen.getByRole('button', { name: 'Navigation' }))
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
})
