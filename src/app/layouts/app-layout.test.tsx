import { act, screen, waitFor, within } from '@testing-library/react'

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
  // The phone layout takes over once the page listens to the window's width,
  // which on a busy machine can be just after the column first shows.
  await waitFor(() =>
    expect(
      screen.queryByRole('complementary', { name: 'Navigation' }),
    ).not.toBeInTheDocument(),
  )
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

test('when a navigation removes the focused control, focus continues from the main content', async () => {
  const { user } = renderApp('/')
  const projectButton = await screen.findByRole('button', {
    name: /^Project /,
  })
  // Opening the app leaves focus where the browser puts it.
  expect(screen.getByRole('main')).not.toHaveFocus()

  await user.click(projectButton)
  await user.click(
    await screen.findByRole('menuitemradio', { name: 'Thyroid Health' }),
  )
  // The records tab has its own project chooser; the chosen menu item is gone.
  expect(
    await screen.findByRole('button', { name: 'How to use' }),
  ).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
})
