import {
  replaceEqualDeep,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

interface Row {
  id: string
  updatedAt?: string | null
}

const everyKind: { reset: () => void }[] = []

/** Whether `written` is a later version of the row than `read`, by `updatedAt`. */
function isLater(written: Row, read: Row): boolean {
  const writtenAt = Date.parse(written.updatedAt ?? '')
  const readAt = Date.parse(read.updatedAt ?? '')
  return writtenAt > readAt
}

/**
 * What this visit wrote of one kind of row (patients, projects, records):
 * the API's reads may lag behind its writes, so a person would see a new
 * row vanish, a renamed one take its old name back, or a deleted one come
 * back. A fresh read is merged with those writes instead (`keepIn`), as a
 * follow-up stays asked (`analyses/asked-question.ts`): a row created here
 * that the read does not list yet stays, a row the read holds in an older
 * version (by `updatedAt`) is shown as written, and a row deleted here stays
 * gone.
 */
export function ownWrites<Kind extends Row>() {
  const created = new Set<string>()
  const written = new Map<string, Kind>()
  const deleted = new Set<string>()
  everyKind.push({
    reset: () => {
      created.clear()
      written.clear()
      deleted.clear()
    },
  })

  const asWritten = (row: Kind): Kind => {
    const own = written.get(row.id)
    return own && isLater(own, row) ? own : row
  }

  return {
    // Each takes the key of the cached lists the row is in (or a prefix of
    // their keys), and changes them at once.

    /** A row just created, as the API answered: it heads its list. */
    created: (queryClient: QueryClient, listKey: QueryKey, row: Kind) => {
      created.add(row.id)
      written.set(row.id, row)
      queryClient.setQueriesData<Kind[]>({ queryKey: listKey }, (rows) =>
        rows && !rows.some((r) => r.id === row.id) ? [row, ...rows] : rows,
      )
    },
    /** A row just changed, as the API answered the change. */
    updated: (queryClient: QueryClient, listKey: QueryKey, row: Kind) => {
      written.set(row.id, row)
      queryClient.setQueriesData<Kind[]>({ queryKey: listKey }, (rows) =>
        rows?.map((r) => (r.id === row.id ? asWritten(r) : r)),
      )
    },
    /** A row just deleted leaves its lists, for good. */
    deleted: (queryClient: QueryClient, listKey: QueryKey, id: string) => {
      deleted.add(id)
      created.delete(id)
      written.delete(id)
      queryClient.setQueriesData<Kind[]>({ queryKey: listKey }, (rows) =>
        rows?.filter((r) => r.id !== id),
      )
    },
    /** The later of a row as read and as written here. */
    asWritten,
    /**
     * A fresh read (`next`) merged with this visit's writes: rows deleted
     * here dropped, rows changed here as written when the read is older,
     * and rows created here that the list held (`previous`) kept. For
     * `structuralSharing`, so unchanged rows keep their identity. React
     * Query passes it what a `select` picks too: one row is shown as
     * written, and a list that a `select` filtered would get its created
     * rows back, so no `select` on these lists may drop rows.
     */
    keepIn: (previous: unknown, next: unknown): unknown => {
      if (!Array.isArray(next)) {
        const row = next as Kind | undefined
        return replaceEqualDeep(previous, row?.id ? asWritten(row) : next)
      }
      const read = (next as Kind[])
        .filter((row) => !deleted.has(row.id))
        .map(asWritten)
      const listed = new Set(read.map((row) => row.id))
      const missing = Array.isArray(previous)
        ? (previous as Kind[]).filter(
            (row) => created.has(row.id) && !listed.has(row.id),
          )
        : []
      return replaceEqualDeep(previous, [...missing.map(asWritten), ...read])
    },
  }
}

/** For tests: nothing written yet. */
export const resetOwnWrites = () => {
  for (const kind of everyKind) kind.reset()
}
