/**
 * A row being created from a form kept as a draft (a new patient, a new
 * project) is marked in session storage, beside its draft, from the press
 * until the API answers, with the ids of the rows listed before. A page
 * reloaded (or sent to sign in again) meanwhile loses that answer while
 * the row may have been created all the same; pressed again in the form
 * restored from its draft, the request is looked for first among the rows
 * the page did not list before (`Creation.sentBefore` in
 * `api/lost-answers.ts`), so that it is not created twice.
 */
import * as v from 'valibot'

import { mayHaveBeenApplied } from './http-client'
import { jsonEntries, sessionStore } from './storage'

const marks = jsonEntries(
  sessionStore,
  v.object({
    name: v.string(),
    /** The ids of the rows listed before the first press. */
    listed: v.array(v.string()),
  }),
)

/**
 * A press of the form whose mark is kept under `key` (null: nothing is
 * kept): answers the ids listed before an earlier press of a row of this
 * name that this page never heard back from, if any; otherwise marks this
 * one, given the rows listed now (unknown, nothing could be told apart,
 * and nothing is marked).
 */
export function creationPressed(
  key: string | null,
  name: string,
  listed: readonly { id: string }[] | undefined,
): string[] | undefined {
  if (!key) return undefined
  const mark = marks.read(key)
  if (mark?.name === name) return mark.listed
  if (listed) marks.write(key, { name, listed: listed.map(({ id }) => id) })
  else marks.remove(key)
  return undefined
}

/**
 * The API answered: created (no `error`), or a failure that changed
 * nothing, and the mark goes; an answer lost on the way leaves it.
 */
export function creationAnswered(key: string | null, error?: unknown): void {
  if (key && (error === undefined || !mayHaveBeenApplied(error)))
    marks.remove(key)
}
