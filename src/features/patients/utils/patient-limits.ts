import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'
import { RequestNotSentError } from '@/lib/http-client'
import { notify } from '@/lib/toast'

export interface PatientFields {
  name: string
  notes: string
}

/** Patient notes are shorter when a patient is added than when edited (docs/product/patients.md). */
export const NEW_PATIENT_NOTES_MAX = 100
export const EDIT_PATIENT_NOTES_MAX = 10000

export const notesLimitMessage = (max: number) =>
  i18n._(
    msg({
      comment: 'Patient notes too long; {max} is 100 or 10000',
      message: `Maximum of ${max} chars reached`,
    }),
  )

/** Notes are optional: blank notes are stored as none. */
export const notesOrNull = (notes: string) => (notes.trim() ? notes : null)

/** A write not sent (no user id) is told in a toast; the form tells other failures. */
export const toastIfNotSent = (message: string) => (error: Error) => {
  if (error instanceof RequestNotSentError) notify.error(message)
}
