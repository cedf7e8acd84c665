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
  `Maximum of ${max} chars reached`

/** Notes are optional: blank notes are stored as none. */
export const notesOrNull = (notes: string) => (notes.trim() ? notes : null)

/** A write not sent (no user id) is told in a toast; the form tells other failures. */
export const toastIfNotSent = (message: string) => (error: Error) => {
  if (error instanceof RequestNotSentError) notify.error(message)
}
