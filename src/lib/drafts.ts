/**
 * What a person is typing (a question, a note, a new patient, the records
 * picked for a report) is kept in session storage as JSON, per user and per
 * patient, so it survives a reload, an ended session and its sign-in, and a
 * failed request. It goes once sent, when its dialog is closed, and on
 * logout. This is the one place health data is kept in the browser: session
 * storage lives as long as the tab, and never holds a token.
 */
import { sessionStore } from './storage'

const PREFIX = 'draft:'

/** Where the draft `name` of `userId` about `ownerId` (a patient, a project) is kept. */
export const draftKey = (userId: string, ownerId: string, name: string) =>
  `${PREFIX}${userId}:${ownerId}:${name}`

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function onDraftsChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The draft's text as kept (JSON), or null. */
export const readDraftText = (key: string) => sessionStore.read(key)

export function readDraft<T>(key: string): T | undefined {
  const text = readDraftText(key)
  try {
    return text === null ? undefined : (JSON.parse(text) as T)
  } catch {
    return undefined
  }
}

/** Keeps `value`; undefined forgets it. Storage full or blocked: it is only not kept. */
export function saveDraft(key: string, value: unknown): void {
  if (value === undefined) sessionStore.remove(key)
  else sessionStore.write(key, JSON.stringify(value))
  changed()
}

export const forgetDraft = (key: string) => saveDraft(key, undefined)

/** Sent: the draft goes, unless something else was typed since. */
export function draftSent(key: string | null | undefined, sent: unknown) {
  if (key && readDraftText(key) === JSON.stringify(sent)) forgetDraft(key)
}

/** On logout: every draft of the tab. */
export function forgetDrafts(): void {
  sessionStore.removeAll(PREFIX)
  changed()
}

/** Another person signed in: the drafts left in the tab by anyone else go. */
export function forgetDraftsOfOthers(userId: string): void {
  sessionStore.removeAll(PREFIX, (key) => key.startsWith(`${PREFIX}${userId}:`))
  changed()
}
