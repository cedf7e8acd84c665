// @vitest-environment node
import { RecordRejectedError } from '@/api/records/requests'
import { ApiError, RequestNotSentError } from '@/lib/http-client'

import {
  deleteErrorMessage,
  noteErrorMessage,
  uploadErrorMessage,
} from './record-messages'

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
