// @vitest-environment node
import { ApiError, RequestNotSentError } from '@/lib/http-client'

import { failureMessage } from './debug-tools'

const ACTION = 'create'

test('a refusal gives the API’s reason', () => {
  expect(
    failureMessage(ACTION, new ApiError(404, 'Patient not found', 'req_1')),
  ).toBe('Failed to create demo projects. Patient not found')
})

test('a request that was not sent says why', () => {
  expect(
    failureMessage(
      ACTION,
      new RequestNotSentError('Authentication error. Cannot reset user.'),
    ),
  ).toBe(
    'Failed to create demo projects. Authentication error. Cannot reset user.',
  )
})

test('a server fault or a lost connection asks to try again', () => {
  expect(failureMessage(ACTION, new ApiError(500, 'Internal error'))).toBe(
    'Failed to create demo projects. Please try again.',
  )
  expect(failureMessage(ACTION, new TypeError('Failed to fetch'))).toBe(
    'Failed to create demo projects. Please try again.',
  )
})
