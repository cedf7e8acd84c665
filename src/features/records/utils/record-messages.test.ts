import { ApiError, RequestNotSentError } from '@/lib/http-client'

import { RecordRejectedError } from '../api/records'

import {
  deleteErrorMessage,
  noteErrorMessage,
  recordsFetchToast,
  uploadErrorMessage,
} from './record-messages'

const notFound = new ApiError(404, 'Project not found')

test('a failed patient records fetch says so; the http client already reported 401 and 5xx', () => {
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

test('deletion failures', () => {
  expect(deleteErrorMessage(new ApiError(409, 'Linked'))).toBe(
    'Failed to delete record.',
  )
  expect(deleteErrorMessage(new RequestNotSentError('x'))).toBe(
    'Authentication error. Cannot delete record.',
  )
  expect(deleteErrorMessage(new TypeError('Failed to fetch'))).toBe(
    'An unknown error occurred during record deletion.',
  )
})

test('note failures show the server’s message or the fallback', () => {
  const fallback =
    'Something went wrong with creating the note. Please try again or contact support.'
  expect(noteErrorMessage(new RecordRejectedError('Not health data'))).toBe(
    'Not health data',
  )
  expect(noteErrorMessage(new RecordRejectedError(''))).toBe(fallback)
  expect(noteErrorMessage(new ApiError(403, 'Generic profile'))).toBe(
    'Generic profile',
  )
  expect(noteErrorMessage(new TypeError('Failed to fetch'))).toBe(fallback)
})

test('upload failures show the detail, the reason, or the fallbacks', () => {
  expect(uploadErrorMessage(new ApiError(415, 'Type not accepted'))).toBe(
    'Type not accepted',
  )
  expect(uploadErrorMessage(new RecordRejectedError('Empty file'))).toBe(
    'Empty file',
  )
  expect(uploadErrorMessage(new RecordRejectedError(''))).toBeNull()
  expect(uploadErrorMessage(new RequestNotSentError('x'))).toBe(
    'Authentication or patient data missing',
  )
  expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe(
    'Something went wrong with the upload. Please try again or contact support.',
  )
})
