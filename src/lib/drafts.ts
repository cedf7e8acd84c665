/**
 * What a person is typing (a question, a follow-up, a note) is kept in
 * session storage, per user and per patient, so it survives a reload, a
 * session that expired with its sign-in round trip, and a failed request.
 * It is removed once sent and when the person logs out. This is the one
 * place the app keeps health data in the browser's storage: session
 * storage lives only as long as the tab, and never holds a token.
 */
const PREFIX = 'draft:'

/** Whose draft: the signed-in user and the patient it is about. */
export interface DraftOwner {
  userId: string
  patientId: string
}

export const draftKey = (owner: DraftOwner, name: string) =>
  `${PREFIX}${owner.userId}:${owner.patientId}:${name}`

export function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

/** Saves the text; empty text removes the draft. */
export function saveDraft(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(key, text)
    else sessionStorage.removeItem(key)
  } catch {
    // Storage can be full or unavailable: the text stays on screen, only not kept.
  }
}

export const removeDraft = (key: string) => saveDraft(key, '')

/** Forgets every draft of this tab (on logout). */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    )
    for (const key of keys) {
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key)
    }
  } catch {
    // Nothing was stored.
  }
}
