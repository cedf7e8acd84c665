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
 * Creates a row of this `name` from the form whose mark is kept under
 * `key` (null: nothing is kept). When an earlier press of it was never
 * heard back from, `create` is given the ids listed before that press, to
 * look among first (`Creation.sentBefore`); otherwise this press is marked
 * with the rows listed now (unknown, nothing could be told apart, and
 * nothing is marked). The mark goes once the row is created, or refused; an
 * answer lost on the way leaves it.
 */
export async function createdMarked<Row>(
  key: string | null,
  name: string,
  listed: readonly { id: string }[] | undefined,
  create: (sentBefore: readonly string[] | undefined) => Promise<Row>,
): Promise<Row> {
  const mark = key ? marks.read(key) : null
  const sentBefore = mark?.name === name ? mark.listed : undefined
  if (key && !sentBefore) {
    if (listed) marks.write(key, { name, listed: listed.map(({ id }) => id) })
    else marks.remove(key)
  }
  try {
    const row = await create(sentBefore)
    forgetMark(key)
    return row
  } catch (error) {
    if (!mayHaveBeenApplied(error)) forgetMark(key)
    throw error
  }
}

/** The form was closed, or its row created: its mark goes. */
export function forgetMark(key: string | null): void {
  if (key) marks.remove(key)
}
