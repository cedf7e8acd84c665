import { useMutationState } from '@tanstack/react-query'
import { useCallback } from 'react'

interface Row {
  id: string
  updatedAt?: string | null
}

interface Write<R> {
  op: unknown
  row: R | undefined
  /** A deletion's target. */
  id: string | undefined
}

/** Whether `written` is a later version of the row than `read`, by `updatedAt`. */
const isLater = (written: Row, read: Row) =>
  Date.parse(written.updatedAt ?? '') > Date.parse(read.updatedAt ?? '')

/**
 * A list as the API read it, with what this visit wrote to it and a read
 * that lags behind the API's writes does not show yet: a row created here
 * and not listed yet, a row changed here that the read holds older (by
 * `updatedAt`), without a row deleted here.
 */
export function withOwnWrites<R extends Row>(
  rows: readonly R[],
  writes: readonly Write<R>[],
  belongs: (row: R) => boolean,
): R[] {
  const deleted = new Set(
    writes.flatMap((w) => (w.op === 'delete' && w.id ? [w.id] : [])),
  )
  const written = new Map<string, R>()
  for (const { op, row } of writes)
    if (row && (op === 'create' || op === 'update') && belongs(row))
      written.set(row.id, row)
  const read = rows.map((row) => {
    const own = written.get(row.id)
    return own && isLater(own, row) ? own : row
  })
  const listed = new Set(rows.map((row) => row.id))
  const created = writes.flatMap(({ op, row }) =>
    op === 'create' && row && belongs(row) && !listed.has(row.id)
      ? [written.get(row.id) ?? row]
      : [],
  )
  return [...created.reverse(), ...read].filter((row) => !deleted.has(row.id))
}

/**
 * For a list's `select`: the list with this visit's writes to `resource`
 * (the settled writes the mutation cache still holds, never a second
 * copy of the rows), limited to the rows that `belongs` to the list.
 */
export function useWithOwnWrites<R extends Row>(
  resource: string,
  belongs: (row: R) => boolean,
  scope: unknown,
): (rows: R[]) => R[] {
  const writes = useMutationState({
    filters: { mutationKey: [resource], status: 'success' },
    select: (mutation): Write<R> => ({
      op: mutation.options.mutationKey?.[1],
      row: mutation.state.data as R | undefined,
      id: (mutation.state.variables as { id?: string } | undefined)?.id,
    }),
  })
  return useCallback(
    (rows) => withOwnWrites(rows, writes, belongs),
    // `belongs` is read for `scope`, the list's owner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [writes, scope],
  )
}
