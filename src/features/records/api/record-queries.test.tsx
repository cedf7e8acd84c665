import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { SERVER_ERROR_MESSAGE } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'

import { server } from '../../../../mocks/node'
import { seedOf } from '../../../../mocks/test-helpers'

import { recordQueries } from './record-queries'

function setup() {
  const seed = seedOf()
  const { queryClient } = renderWithProviders(<p>records</p>)
  return { seed, queryClient }
}

const toasts = () =>
  screen.queryAllByRole('alert').map((toast) => toast.textContent)

test('project records without a project id: a warning, and an empty list', async () => {
  const { queryClient } = setup()
  expect(
    await act(() => queryClient.fetchQuery(recordQueries.projectList(''))),
  ).toEqual([])
  expect(
    await screen.findByText('Project ID is missing. Cannot fetch records.'),
  ).toBeInTheDocument()
})

test('records without a token: an authentication error', async () => {
  const { seed, queryClient } = setup()
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  expect(
    await act(() =>
      queryClient.fetchQuery(recordQueries.projectList(seed.projects.thyroid)),
    ),
  ).toEqual([])
  expect(
    await screen.findByText('Authentication error. Cannot fetch records.'),
  ).toBeInTheDocument()
})

test('a server fault is reported once, by the http client', async () => {
  server.use(
    http.get(`${TEST_API_URL}/patients/:patientId/records`, () =>
      HttpResponse.json({ detail: 'Boom' }, { status: 503 }),
    ),
  )
  const { seed, queryClient } = setup()
  expect(
    await act(() =>
      queryClient.fetchQuery(recordQueries.patientList(seed.patients.jane)),
    ),
  ).toEqual([])
  expect(await screen.findByText(/^Something went wrong/)).toHaveTextContent(
    SERVER_ERROR_MESSAGE,
  )
  expect(toasts()).toHaveLength(1)
})
