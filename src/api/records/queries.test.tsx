import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { ApiError, RequestNotSentError } from '@/lib/http-client'
import { renderWithProviders } from '@/testing/render'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { recordQueries, recordsFetchToast } from './queries'

function setup() {
  const seed = seedOf()
  const { queryClient } = renderWithProviders(<p>records</p>)
  /** Fetches a list that must fail: the screens then read it as empty. */
  const fetchFailing = async (
    options: ReturnType<typeof recordQueries.projectList>,
  ) => {
    await act(() =>
      expect(queryClient.fetchQuery(options)).rejects.toBeInstanceOf(Error),
    )
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined()
  }
  return { seed, queryClient, fetchFailing }
}

const toasts = () =>
  screen.queryAllByRole('alert').map((toast) => toast.textContent)

test('project records without a project id: a warning, and no list', async () => {
  const { fetchFailing } = setup()
  await fetchFailing(recordQueries.projectList(''))
  expect(
    await screen.findByText('Project ID is missing. Cannot fetch records.'),
  ).toBeInTheDocument()
})

test('records without a token: an authentication error', async () => {
  const { seed, fetchFailing } = setup()
  const auth = await installTestAuth()
  auth.token = undefined
  auth.authenticated = false
  await fetchFailing(recordQueries.projectList(seed.projects.thyroid))
  expect(
    await screen.findByText('Authentication error. Cannot fetch records.'),
  ).toBeInTheDocument()
})

test('a server fault is reported once, with its error ID', async () => {
  server.use(
    http.get(`${TEST_API_URL}/patients/:patientId/records`, () =>
      HttpResponse.json({ detail: 'Boom' }, { status: 503 }),
    ),
  )
  const { seed, fetchFailing } = setup()
  await fetchFailing(recordQueries.patientList(seed.patients.jane))
  expect(await screen.findByText(/^Something went wrong/)).toHaveTextContent(
    'Something went wrong, our team is on it. Please reach out support if it persists',
  )
  expect(toasts()).toHaveLength(1)
})

const notFound = new ApiError(404, 'Project not found')

test('a failed patient records fetch says so; 401 and 5xx are reported elsewhere', () => {
  expect(recordsFetchToast(notFound, 'patient', true)).toEqual({
    level: 'error',
    message: 'Failed to load patient records.',
  })
  expect(recordsFetchToast(new TypeError('x'), 'patient', true)).toEqual({
    level: 'error',
    message: 'Failed to load patient records.',
  })
  expect(recordsFetchToast(new ApiError(500, 'x'), 'patient', true)).toBeNull()
  expect(recordsFetchToast(new ApiError(401, 'x'), 'project', true)).toBeNull()
})

test('a failed project records fetch names its cause', () => {
  expect(
    recordsFetchToast(
      new RequestNotSentError('Authentication token is required.'),
      'project',
      false,
    ),
  ).toEqual({
    level: 'error',
    message: 'Authentication error. Cannot fetch records.',
  })
  expect(
    recordsFetchToast(
      new RequestNotSentError('Project ID is required to fetch records.'),
      'project',
      true,
    ),
  ).toEqual({
    level: 'warning',
    message: 'Project ID is missing. Cannot fetch records.',
  })
  expect(recordsFetchToast(notFound, 'project', true)).toEqual({
    level: 'error',
    message: 'Project not found',
  })
  expect(recordsFetchToast(new Error(''), 'project', true)).toEqual({
    level: 'error',
    message: 'Failed to fetch records.',
  })
  expect(recordsFetchToast('boom', 'project', true)).toEqual({
    level: 'error',
    message: 'An unknown error occurred while fetching records.',
  })
})
