/**
 * A note is marked in session storage, beside its draft, from the press of
 * Add Note until the API answers. A page reloaded or closed meanwhile (or
 * sent to sign in again) loses that answer while the note may have been
 * saved all the same; the mark lets the form tell, once back, whether the
 * patient's records hold the note, so that it is not added twice.
 */
import * as v from 'valibot'

import { jsonEntries, sessionStore } from '@/lib/storage'

const noteInFlightSchema = v.object({
  title: v.string(),
  content: v.string(),
  /** The project the note was to be selected for. */
  projectId: v.nullish(v.string()),
})

/** The draft name the mark is kept under (drafts go on logout, and so does it). */
export const NOTE_IN_FLIGHT_DRAFT = 'note-sending'

const marks = jsonEntries(sessionStore, noteInFlightSchema)

export const markNoteInFlight = marks.write

export const clearNoteInFlight = marks.remove

/** The note marked under `key`; null when none is, or the mark is unreadable. */
export const readNoteInFlight = marks.read
