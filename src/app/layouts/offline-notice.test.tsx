import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { renderApp } from '@/testing/render'
import { recordRequests } from '@/testing/requests'
import { seedOf } from '@mocks/testing/test-helpers'

const OFFLINE_MESSAGE =
  'You are offline. What you send now waits and goes when your connection returns.'

const goOffline = () => act(() => onlineManager.setOnline(false))
const goOnline = () => act(() => onlineManager.setOnline(true))

const QUESTION = 'Does iodine in my diet matter for my thyroid?'

afterEach(() => {
  onlineManager.setOnline(true)
})

test('going offline shows an alert; coming back hides it', async () => {
  renderApp('/')
  await screen.findByRole('heading', {
    name: 'Understand your health simply and scientifically',
  })
  expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument()

  // The browser's events come outside React's own; the notice follows them.
  goOffline()
  expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE)

  goOnline()
  await waitFor(() =>
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument(),
  )
})

test('a question asked while offline waits, then is sent once when the connection returns', async () => {
  const { projects } = seedOf()
  const requests = recordRequests()
  const questionPosts = () =>
    requests.filter((request) => /^POST .*\/question$/.test(request))
  const { user, router } = renderApp(paths.projectQuestions(projects.thyroid))
  const field = await screen.findByRole('textbox', {
    name: 'Your health question',
  })
  await waitFor(() => expect(field).toBeEnabled())
  await user.type(field, QUESTION)

  goOffline()
  await user.click(screen.getByRole('button', { name: 'Get Answer' }))
  expect(questionPosts()).toEqual([])
  expect(field).toHaveValue(QUESTION)

  goOnline()
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
  )
  expect(questionPosts()).toHaveLength(1)
})
