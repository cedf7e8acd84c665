/**
 * What is typed in Add New Patient is kept as a draft (`lib/drafts.ts`) of
 * the patient being added, until the patient is saved or the person closes
 * the dialog: a reload, or a session that ended and its sign-in round trip,
 * brings it back when the dialog opens again.
 *
 * From the press of Save until the API answers, the patient is also marked
 * beside the draft, with the patients listed before. A page reloaded (or
 * sent to sign in again) meanwhile loses that answer though the patient may
 * have been saved; Save pressed in the dialog opened again then looks for
 * them first, so that they are not added twice.
 */
import * as v from 'valibot'

import { signedInDraftKey } from '@/hooks/use-draft'
import { removeDraft } from '@/lib/drafts'
import { jsonEntries, sessionStore } from '@/lib/storage'

/** Whom the drafts are about: the patient being added, who has no id yet. */
export const NEW_PATIENT = 'new-patient'

export const NEW_PATIENT_DRAFTS = { name: 'name', notes: 'notes' } as const

const SENDING = 'sending'

const marks = jsonEntries(
  sessionStore,
  v.object({
    name: v.string(),
    /** The ids of the user's patients listed before Save. */
    listed: v.array(v.string()),
  }),
)

const markKey = () => signedInDraftKey(SENDING, NEW_PATIENT)

/**
 * The ids listed before an earlier Save of a patient of this name whose
 * answer this page never heard (sent before a reload); undefined when none.
 */
export function sentBefore(name: string): string[] | undefined {
  const key = markKey()
  const mark = key ? marks.read(key) : null
  return mark?.name === name ? mark.listed : undefined
}

/** Marks the patient as being saved, with the ids of the patients listed before. */
export function markSending(name: string, listed: readonly { id: string }[]) {
  const key = markKey()
  if (key) marks.write(key, { name, listed: listed.map(({ id }) => id) })
}

/** The API has answered that nothing was saved: no longer looked for. */
export function sendingSettled() {
  const key = markKey()
  if (key) marks.remove(key)
}

/** Saved, or the dialog closed: the drafts and the mark go. */
export function forgetNewPatient() {
  sendingSettled()
  for (const name of Object.values(NEW_PATIENT_DRAFTS)) {
    const key = signedInDraftKey(name, NEW_PATIENT)
    if (key) removeDraft(key)
  }
}
