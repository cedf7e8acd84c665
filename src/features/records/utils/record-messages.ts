import { RecordRejectedError } from '@/api/records/requests'
import { ApiError, RequestNotSentError } from '@/lib/http-client'

/** The texts for records, notes and uploads (docs/product/records.md). */
export const RECORD_MESSAGES = {
  deleteAuth: 'Authentication error. Cannot delete record.',
  deleteFailed: 'Failed to delete record.',
  deleteUnknown: 'An unknown error occurred during record deletion.',
  noteFailed:
    'Something went wrong with creating the note. Please try again or contact support.',
  uploadFailed:
    'Something went wrong with the upload. Please try again or contact support.',
  uploadAuth: 'Authentication or patient data missing',
  uploadGeneric: 'Files cannot be uploaded to Generic Profiles',
  uploadDemo: 'Files cannot be uploaded to demo projects',
  slowNotice: 'This is taking a bit of time. Please wait…',
} as const

export function deleteErrorMessage(error: unknown): string {
  if (error instanceof RequestNotSentError) return RECORD_MESSAGES.deleteAuth
  if (error instanceof ApiError) return RECORD_MESSAGES.deleteFailed
  return RECORD_MESSAGES.deleteUnknown
}

export function noteErrorMessage(error: unknown): string {
  if (error instanceof RecordRejectedError || error instanceof ApiError)
    return error.message || RECORD_MESSAGES.noteFailed
  return RECORD_MESSAGES.noteFailed
}

/** A rejection without a reason is null: the item then shows the 'issue processing your file' text. */
export function uploadErrorMessage(error: unknown): string | null {
  if (error instanceof RecordRejectedError) return error.message || null
  if (error instanceof RequestNotSentError) return RECORD_MESSAGES.uploadAuth
  if (error instanceof ApiError)
    return error.detail || RECORD_MESSAGES.uploadFailed
  return RECORD_MESSAGES.uploadFailed
}
