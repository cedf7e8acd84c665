/**
 * Writes whose answer may be lost on the way: the connection cut, the
 * answer cut off, a gateway's 5xx (`mayHaveBeenApplied`). The API may have
 * carried such a write out all the same, so before it is reported failed,
 * or made again, what the API now holds is read for it (`sentOrFound`;
 * docs/api.md, "Answers lost on the way").
 */
import { isNotFound, mayHaveBeenApplied, sentOrFound } from '@/lib/http-client'

interface Row {
  id: string
}

export interface Creation<Kind extends Row> {
  /**
   * What is created, the same for the same request made again: its parent
   * and input, and for a form the person may leave and open anew, the form
   * (a new form is a new request, even in the same words).
   */
  key: string
  /** The rows as this page listed them before sending; unknown, nothing can be told apart. */
  listed: readonly Kind[] | undefined
  /**
   * The ids listed before an earlier press of this request whose answer
   * this page never heard (sent before a reload): it is looked for first,
   * as after a lost answer.
   */
  sentBefore?: readonly string[]
  /** Reads the rows again, the created one among them once the API lists it. */
  read: () => Promise<readonly Kind[]>
  /** Whether a row the page did not list is the one this request creates. */
  isIt: (row: Kind) => boolean
  /** Sends the request; answers the row created. */
  send: () => Promise<Kind>
  /**
   * A row found that an earlier press of this request created: it holds
   * what was sent then, so what has been typed since is written to it.
   * Failing, the request is still looked for first when made again.
   */
  update?: (row: Kind) => Promise<Kind>
}

/**
 * Creates rows of one kind at most once, though answers get lost. When a
 * create's answer is lost on the way (`mayHaveCreated`), the API may have
 * created the row all the same: the rows are read once for it, among those
 * the page did not list before sending, so that a row the API kept is not
 * reported failed, and then created twice. A read that lags behind the
 * API's writes may not list it yet: the failure then stands, and the same
 * request made again (the person presses again) reads the rows first, and
 * sends only when the row is still not there. Without the rows as they were
 * before, or when no read answers, the failure stands and a request made
 * again is sent: better twice than lost.
 */
export function createdOnce<Kind extends Row>(
  mayHaveCreated: (error: unknown) => boolean = mayHaveBeenApplied,
) {
  // A request whose answer was lost, by key: the ids listed before it was sent.
  const unanswered = new Map<string, ReadonlySet<string>>()

  const lookUp = async (
    { read, isIt }: Creation<Kind>,
    known: ReadonlySet<string>,
  ) => {
    const rows = await read().catch(() => [])
    return rows.find((row) => !known.has(row.id) && isIt(row))
  }

  return async function create(creation: Creation<Kind>): Promise<Kind> {
    const { key, listed, send } = creation
    const earlier =
      unanswered.get(key) ??
      (creation.sentBefore && new Set(creation.sentBefore))
    const found = earlier && (await lookUp(creation, earlier))
    if (found) {
      const row = creation.update ? await creation.update(found) : found
      unanswered.delete(key)
      return row
    }
    const known = earlier ?? (listed && new Set(listed.map((row) => row.id)))
    const row = await sentOrFound(
      send,
      async () => {
        if (!known) return undefined
        unanswered.set(key, known)
        return lookUp(creation, known)
      },
      mayHaveCreated,
    )
    unanswered.delete(key)
    return row
  }
}

/** For `isGone`: whether a read of it answers 404 (any other failure tells nothing). */
export const readsNotFound = (read: () => Promise<unknown>): Promise<boolean> =>
  read().then(
    () => false,
    (error: unknown) => isNotFound(error),
  )

/**
 * Deletes something (`remove`). When the answer is lost on the way
 * (`mayHaveBeenApplied`), the API may have deleted it all the same: it is
 * looked for (`isGone`) before the deletion is reported failed, and asked
 * for again, only to fail on a 404. With `notFoundIsGone`, a 404 itself
 * counts as deleted (by a request whose answer was lost, or elsewhere).
 */
export async function deletedOnce({
  remove,
  isGone,
  notFoundIsGone,
}: {
  remove: () => Promise<void>
  isGone: () => Promise<boolean>
  notFoundIsGone: boolean
}): Promise<void> {
  try {
    await sentOrFound(
      () => remove().then(() => true),
      async () => (await isGone()) || undefined,
    )
  } catch (error) {
    if (notFoundIsGone && isNotFound(error)) return
    throw error
  }
}

/**
 * Sends a change (`send`), answered with the row as changed. When its
 * answer is lost on the way, the row is read (`read`): holding the change
 * (`holds`), it is the answer; otherwise the failure stands, and the same
 * change may be sent again.
 */
export function updatedOnce<Kind>({
  send,
  read,
  holds,
}: {
  send: () => Promise<Kind>
  read: () => Promise<Kind>
  holds: (row: Kind) => boolean
}): Promise<Kind> {
  return sentOrFound(send, async () => {
    const row = await read()
    return holds(row) ? row : undefined
  })
}
