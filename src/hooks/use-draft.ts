import { useEffect, useState } from 'react'

import { getUserClaims } from '@/lib/auth'
import {
  draftKey,
  onDraftSaved,
  readDraft,
  removeDraft,
  saveDraft,
} from '@/lib/drafts'

export interface Draft {
  value: string
  setValue: (text: string) => void
  /** The key the text is kept under, for removing it once sent (null: not kept). */
  key: string | null
}

/**
 * A text field's value, kept as a draft of the signed-in user about a
 * patient (see `lib/drafts.ts`). Without a patient the text is not kept
 * until the patient is known. Another patient (or name) shows that one's
 * draft. With `initial` (a name to edit, one offered), the field starts
 * from it until something is typed, unless a draft was kept.
 */
export function useDraft(
  name: string,
  patientId: string | null | undefined,
  initial = '',
): Draft {
  const key = signedInDraftKey(name, patientId)
  const [state, setState] = useState(() => ({
    key,
    value: key ? readDraft(key) : '',
  }))
  if (state.key !== key) {
    // Text typed before the patient was known (a report whose project is
    // still on its way) is theirs: it stays, and is kept from now on.
    const isAdopted = state.key === null && key !== null && state.value !== ''
    if (isAdopted) saveDraft(key, state.value)
    const value = isAdopted ? state.value : key ? readDraft(key) : ''
    setState({ key, value })
  }
  // Saved elsewhere (a note sent from a form that has gone since clears
  // its draft once saved): this field shows it too.
  useEffect(() => {
    if (!key) return
    return onDraftSaved(key, (value) => setState({ key, value }))
  }, [key])
  // Once typed in, even emptied, the field no longer shows `initial`.
  const [isTyped, setIsTyped] = useState(false)
  const setValue = (text: string) => {
    if (key) saveDraft(key, text)
    setIsTyped(true)
    setState({ key, value: text })
  }
  const kept = state.key === key ? state.value : ''
  return { value: isTyped || kept !== '' ? kept : initial, setValue, key }
}

/**
 * Where the signed-in user's draft `name` about the patient is kept; null
 * while either is unknown.
 */
export function signedInDraftKey(
  name: string,
  patientId: string | null | undefined,
): string | null {
  const userId = getUserClaims()?.sub
  return userId && patientId ? draftKey({ userId, patientId }, name) : null
}

/** Removes a sent draft, whether or not its field is still on screen. */
export const draftSent = (key: string | null) => {
  if (key) removeDraft(key)
}
