import { msg } from '@lingui/core/macro'

import { RecordRejectedError } from '@/api/records/requests'
import { i18n } from '@/i18n/i18n'
import { ApiError, RequestNotSentError } from '@/lib/http-client'

/** The texts for records, notes and uploads (docs/product/records.md). */
export const RECORD_MESSAGES = {
  deleteAuth: msg`Authentication error. Cannot delete record.`,
  deleteFailed: msg`Failed to delete record.`,
  deleteUnknown: msg`An unknown error occurred during record deletion.`,
  noteFailed: msg`Something went wrong with creating the note. Please try again or contact support.`,
  uploadFailed: msg`Something went wrong with the upload. Please try again or contact support.`,
  uploadAuth: msg`Authentication or patient data missing`,
  uploadGeneric: msg`Files cannot be uploaded to Generic Profiles`,
  uploadDemo: msg`Files cannot be uploaded to demo projects`,
  slowNotice: msg`This is taking a bit of time. Please wait…`,
} as const

export function deleteErrorMessage(error: unknown): string {
  if (error instanceof RequestNotSentError)
    return i18n._(RECORD_MESSAGES.deleteAuth)
  if (error instanceof ApiError) return i18n._(RECORD_MESSAGES.deleteFailed)
  return i18n._(RECORD_MESSAGES.deleteUnknown)
}

/** The API's own reason when it gives one (shown as it came). */
export function noteErrorMessage(error: unknown): string {
  if (error instanceof RecordRejectedError || error instanceof ApiError)
    return error.message || i18n._(RECORD_MESSAGES.noteFailed)
  return i18n._(RECORD_MESSAGES.noteFailed)
}

/** A rejection without a reason is null: the item then shows the 'issue processing your file' text. */
export function uploadErrorMessage(error: unknown): string | null {
  if (error instanceof RecordRejectedError) return error.message || null
  if (error instanceof RequestNotSentError)
    return i18n._(RECORD_MESSAGES.uploadAuth)
  if (error instanceof ApiError)
    return error.detail || i18n._(RECORD_MESSAGES.uploadFailed)
  return i18n._(RECORD_MESSAGES.uploadFailed)
}
