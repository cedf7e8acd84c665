/**
 * What is typed in Add New Patient is kept as a draft (`lib/drafts.ts`) of
 * the patient being added, until the patient is saved or the person closes
 * the dialog: a reload, or a session that ended and its sign-in round trip,
 * brings it back when the dialog opens again. From the press of Save until
 * the API answers, the patient is also marked beside it
 * (`lib/creation-marks.ts`), so that Save pressed in the dialog opened
 * again after a reload looks for them first, and does not add them twice.
 */
import { signedInDraftKey } from '@/hooks/use-draft'
import { forgetMark } from '@/lib/creation-marks'
import { removeDraft } from '@/lib/drafts'

/** Whom the drafts are about: the patient being added, who has no id yet. */
export const NEW_PATIENT = 'new-patient'

export const NEW_PATIENT_DRAFTS = { name: 'name', notes: 'notes' } as const

/** Where the patient being saved is marked. */
export const newPatientMarkKey = () => signedInDraftKey('sending', NEW_PATIENT)

/** Saved, or the dialog closed: the drafts and the mark go. */
export function forgetNewPatient() {
  forgetMark(newPatientMarkKey())
  for (const name of Object.values(NEW_PATIENT_DRAFTS)) {
    const key = signedInDraftKey(name, NEW_PATIENT)
    if (key) removeDraft(key)
  }
}
