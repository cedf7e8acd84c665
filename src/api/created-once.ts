import { mayHaveBeenApplied } from '@/lib/http-client'

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
  /** Reads the rows again, the created one among them once the API lists it. */
  read: () => Promise<readonly Kind[]>
  /** Whether a row the page did not list is the one this request creates. */
  isIt: (row: Kind) => boolean
  /** Sends the request; answers the row created. */
  send: () => Promise<Kind>
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
    const earlier = unanswered.get(key)
    const found = earlier && (await lookUp(creation, earlier))
    if (found) {
      unanswered.delete(key)
      return found
    }
    const known = earlier ?? (listed && new Set(listed.map((row) => row.id)))
    try {
      const row = await send()
      unanswered.delete(key)
      return row
    } catch (error) {
      if (!known || !mayHaveCreated(error)) throw error
      unanswered.set(key, known)
      const kept = await lookUp(creation, known)
      if (!kept) throw error
      unanswered.delete(key)
      return kept
    }
  }
}
