import { act, screen, within } from '@testing-library/react'

import { renderApp } from '@/testing/render'
import { setWindowWidth } from '@/testing/viewport'

test('the navigation column hides and shows with the toggle on wide screens', async () => {
  const { user } = renderApp('/')
  const toggle = await screen.findByRole('button', { name: 'Navigation' })
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(
    screen.getByRole('complementary', { name: 'Navigation' }),
  ).toBeVisible()
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(
    screen.queryByRole('complementary', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
})

test('narrowing the window does not pop the drawer open over the page', async () => {
  renderApp('/')
  await screen.findByRole('complementary', { name: 'Navigation' })
  act(() => setWindowWidth(390))
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('under 768 px the navigation is a drawer that opens with the toggle and closes with Escape', async () => {
  setWindowWidth(390)
  const { user } = renderApp('/')
  await user.click(await screen.findByRole('button', { name: 'Navigation' }))
  const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
  expect(within(drawer).getByText('Research Projects')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  expect(
    screen.queryByRole('dialog', { name: 'Navigation' }),
  ).not.toBeInTheDocument()
})
