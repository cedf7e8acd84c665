/**
 * What a person is typing (a question, a follow-up, a note) is kept in
 * session storage, per user and per patient (the records they picked for
 * reports, per user), so it survives a reload, a session that expired with
 * its sign-in round trip, and a failed request. It is removed once sent and when the person logs out. This is the one
 * place the app keeps health data in the browser's storage: session
 * storage lives only as long as the tab, and never holds a token.
 */
import { sessionStore } from './storage'

const PREFIX = 'draft:'

/** Whose draft: the signed-in user and the patient it is about. */
export interface DraftOwner {
  userId: string
  patientId: string
}

export const draftKey = (owner: DraftOwner, name: string) =>
  `${PREFIX}${owner.userId}:${owner.patientId}:${name}`

/** Where a draft of the user about no one patient is kept (the records picked for reports). */
export const userDraftKey = (userId: string, name: string) =>
  `${PREFIX}${userId}:${name}`

export const readDraft = (key: string): string => sessionStore.read(key) ?? ''

const listeners = new Map<string, Set<(text: string) => void>>()

/**
 * Calls `listener` with the new text each time the draft under `key` is
 * saved (by any field showing it); returns the unsubscribe.
 */
export function onDraftSaved(key: string, listener: (text: string) => void) {
  const forKey = listeners.get(key) ?? new Set()
  listeners.set(key, forKey.add(listener))
  return () => {
    forKey.delete(listener)
    if (!forKey.size && listeners.get(key) === forKey) listeners.delete(key)
  }
}

/**
 * Saves the text; empty text removes the draft. When storage is full or
 * unavailable the text stays on screen, only not kept.
 */
export function saveDraft(key: string, text: string): void {
  if (text) sessionStore.write(key, text)
  else sessionStore.remove(key)
  for (const listener of listeners.get(key) ?? []) listener(text)
}

export const removeDraft = (key: string) => saveDraft(key, '')

/**
 * A dialog's `onOpenChange` that forgets its draft (`forget`) when the
 * person closes it, which says the text is not wanted.
 */
export const forgettingOnClose =
  (forget: () => void, onOpenChange: (open: boolean) => void) =>
  (isOpen: boolean) => {
    if (!isOpen) forget()
    onOpenChange(isOpen)
  }

/** Forgets every draft of this tab (on logout). */
export const forgetDrafts = (): void => sessionStore.removeAll(PREFIX)

/**
 * Forgets the drafts of anyone but `userId`: kept across an ended session
 * for the person who typed them, they are not left in the tab for another
 * person who signs in there next.
 */
export const forgetDraftsOfOthers = (userId: string): void =>
  sessionStore.removeAll(PREFIX, (key) => key.startsWith(`${PREFIX}${userId}:`))
