import { screen, waitFor } from '@testing-library/react'

import { renderApp } from '@/testing/render'
import { installTestAuth } from '@/testing/test-auth'

const HEADING = 'Understand your health simply and scientifically'

test('the landing route shows the heading and the two tabs', async () => {
  renderApp('/')
  expect(
    await screen.findByRole('heading', { name: HEADING }),
  ).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Ask A Question' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(
    screen.getByRole('tab', { name: 'Analyze My Health' }),
  ).toHaveAttribute('aria-selected', 'false')
})

test('the records route selects the Analyze My Health tab', async () => {
  renderApp('/records')
  await screen.findByRole('heading', { name: HEADING })
  expect(
    screen.getByRole('tab', { name: 'Analyze My Health' }),
  ).toHaveAttribute('aria-selected', 'true')
})

test('switching tabs goes to the project version of the route when a project is active', async () => {
  const { router, user } = renderApp('/questions')
  await screen.findByRole('heading', { name: HEADING })
  await user.click(screen.getByRole('tab', { name: 'Analyze My Health' }))
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(
      /^\/project\/[^/]+\/records\/$/,
    ),
  )
  // The router state changes before React has rendered the new tab.
  await waitFor(() =>
    expect(
      screen.getByRole('tab', { name: 'Analyze My Health' }),
    ).toHaveAttribute('aria-selected', 'true'),
  )
  await user.click(screen.getByRole('tab', { name: 'Ask A Question' }))
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(
      /^\/project\/[^/]+\/questions$/,
    ),
  )
})

test.each([
  '/no/such/page',
  '/records/anything',
  '/project/prj_1/records/anything',
  '/questions/more',
])('any other path (%s) goes to /', async (url) => {
  const { router } = renderApp(url)
  await screen.findByRole('heading', { name: HEADING })
  expect(router.state.location.pathname).toBe('/')
})

test('a path with /select opens the records step', async () => {
  const { router } = renderApp('/records/select')
  await screen.findByRole('heading', { name: HEADING })
  expect(router.state.location.pathname).toBe('/records/select')
  expect(
    screen.getByRole('tab', { name: 'Analyze My Health' }),
  ).toHaveAttribute('aria-selected', 'true')
  expect(
    await screen.findByRole('heading', { name: 'Add Records' }),
  ).toBeInTheDocument()
})

test('a protected route starts login when signed out and renders nothing of the app', async () => {
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  renderApp('/questions')
  await waitFor(() => expect(auth.login).toHaveBeenCalledTimes(1))
  expect(auth.login).toHaveBeenCalledWith({
    redirectUri: 'http://localhost/questions',
  })
  expect(
    screen.queryByRole('heading', { name: HEADING }),
  ).not.toBeInTheDocument()
})

test('the top bar links home and to a new question, and shows the user initials', async () => {
  renderApp('/secured')
  expect(
    await screen.findByRole('heading', { name: 'Secured page' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
    'href',
    '/questions',
  )
  expect(
    screen.getByRole('link', { name: 'Health Research Assistant' }),
  ).toHaveAttribute('href', '/')
  expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'DU: User menu for Demo User' }),
  ).toHaveTextContent('DU')
})
