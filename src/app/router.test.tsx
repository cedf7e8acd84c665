import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'

import { paths } from '@/lib/paths'
import { getActiveSelection } from '@/stores/active-selection-store'
import { getPanels } from '@/stores/panels-store'
import { settle } from '@/testing/fake-clock'
import { renderApp } from '@/testing/render'
import { gate } from '@/testing/requests'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

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

/**
 * On Thyroid Health's questions, Robert's `target` is opened, its `heldPath`
 * read is held, and Back is pressed before it answers; then it answers.
 */
async function expectNothingActivatedWhenLeftBeforeLoaded(
  target: string,
  heldPath: string,
) {
  const seed = seedOf()
  const { opened, open: answer } = gate()
  server.use(
    http.get(`${TEST_API_URL}${heldPath}`, async () => {
      await opened
    }),
  )
  const { router, queryClient } = renderApp(
    paths.projectQuestions(seed.projects.thyroid),
  )
  await screen.findByRole('heading', { name: HEADING })
  await waitFor(() =>
    expect(getActiveSelection().projectId).toBe(seed.projects.thyroid),
  )

  act(() => {
    void router.navigate(target)
  })
  await waitFor(() => expect(router.state.navigation.state).toBe('loading'))
  await act(() => router.navigate(-1))
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'))
  await act(async () => {
    answer()
    await settle(queryClient)
  })
  expect(router.state.location.pathname).toBe(
    paths.projectQuestions(seed.projects.thyroid),
  )
  expect(getActiveSelection()).toMatchObject({
    patientId: seed.patients.jane,
    projectId: seed.projects.thyroid,
  })
}

test('a project route left before its project has loaded makes nothing active', async () => {
  const { projects } = seedOf()
  await expectNothingActivatedWhenLeftBeforeLoaded(
    paths.projectQuestions(projects.heartHealth),
    `/projects/${projects.heartHealth}`,
  )
})

test('a report link left before its question has loaded makes nothing active and opens no panel', async () => {
  const { analyses } = seedOf()
  await expectNothingActivatedWhenLeftBeforeLoaded(
    paths.reportDetail(analyses.heartQuestion),
    `/analysis/question/${analyses.heartQuestion}`,
  )
  expect(getPanels()).toEqual([])
})
