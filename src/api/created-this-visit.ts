import {
  replaceEqualDeep,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

const everyList = new Set<Set<string>>()

/**
 * The ids of the rows of a kind created during this visit (notes and files,
 * projects). The API's reads may lag behind its writes: a fresh read of a
 * list that does not hold one of them yet keeps it, as a follow-up stays
 * asked (`analyses/asked-question.ts`). A deleted row is forgotten.
 */
export function createdThisVisit<Row extends { id: string }>() {
  const ids = new Set<string>()
  everyList.add(ids)
  return {
    /** A row just created joins the head of its cached list (`listKey`) at once. */
    add: (queryClient: QueryClient, listKey: QueryKey, row: Row) => {
      ids.add(row.id)
      queryClient.setQueryData<Row[]>(listKey, (rows) =>
        rows && !rows.some((r) => r.id === row.id) ? [row, ...rows] : rows,
      )
    },
    forget: (id: string) => {
      ids.delete(id)
    },
    /**
     * A fresh read of a list (`next`), with the rows created here that the
     * list held (`previous`) and the read does not know yet. Made for
     * `structuralSharing`, so unchanged rows keep their identity. React
     * Query passes it what a `select` picks too: a single row passes as is,
     * and a list that a `select` filtered would get its created rows back,
     * so no `select` on these lists may drop rows.
     */
    keepIn: (previous: unknown, next: unknown): unknown => {
      if (!Array.isArray(previous) || !Array.isArray(next))
        return replaceEqualDeep(previous, next)
      const listed = new Set((next as Row[]).map((row) => row.id))
      const missing = (previous as Row[]).filter(
        (row) => ids.has(row.id) && !listed.has(row.id),
      )
      return replaceEqualDeep(
        previous,
        missing.length ? [...missing, ...next] : next,
      )
    },
  }
}

/** For tests: nothing created yet. */
export const resetCreatedThisVisit = () => {
  for (const ids of everyList) ids.clear()
}
