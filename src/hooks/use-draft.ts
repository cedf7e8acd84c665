import { useState, useSyncExternalStore } from 'react'

import { getUserClaims } from '@/lib/auth'
import {
  draftKey,
  forgetDraft,
  onDraftsChanged,
  readDraft,
  readDraftText,
  saveDraft,
} from '@/lib/drafts'

export interface Draft<T> {
  value: T
  /** Keeps what was typed (in a handler, never while rendering). */
  setValue: (value: T) => void
  /** Closed or cancelled: the draft goes. */
  forget: () => void
  /** Where it is kept; null while the user or its owner is not known. */
  key: string | null
}

/** Where the signed-in user's draft `name` about `ownerId` is kept; null while either is unknown. */
function signedInDraftKey(
  name: string,
  ownerId: string | null | undefined,
): string | null {
  const userId = getUserClaims()?.sub
  return userId && ownerId ? draftKey(userId, ownerId, name) : null
}

/**
 * A form's value kept as a draft (`lib/drafts.ts`) of the signed-in user
 * about `ownerId`: `initial` until something is typed. Every field showing
 * the same draft shows the same value. Text typed before its owner is known
 * (a report whose project is on its way) stays, and is the owner's from the
 * next change.
 */
export function useDraft<T>(
  name: string,
  ownerId: string | null | undefined,
  initial: T,
): Draft<T> {
  const key = signedInDraftKey(name, ownerId)
  // The text is the snapshot: stable while nothing changes it.
  const text = useSyncExternalStore(onDraftsChanged, () =>
    key ? readDraftText(key) : null,
  )
  // Typed while the owner was not known: shown, and kept from the next change.
  const [unkept, setUnkept] = useState<{ value: T } | null>(null)
  const [shownKey, setShownKey] = useState(key)
  if (shownKey !== key) {
    setShownKey(key)
    if (shownKey !== null) setUnkept(null)
  }
  const kept = key && text !== null ? readDraft<T>(key) : undefined
  return {
    value: unkept ? unkept.value : (kept ?? initial),
    setValue: (next) => {
      if (key) saveDraft(key, next)
      setUnkept(key ? null : { value: next })
    },
    forget: () => {
      if (key) forgetDraft(key)
      setUnkept(null)
    },
    key,
  }
}
