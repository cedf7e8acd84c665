// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'

import { ownWrites } from './own-writes'

const LIST_KEY = ['rows']
const row = (id: string) => ({ id, name: `Row ${id}` })

test('a row created here stays in each read that does not list it yet, until deleted; a deleted row stays gone', () => {
  const queryClient = new QueryClient()
  const writes = ownWrites<{ id: string; name: string }>()
  const [first, second, added] = [row('1'), row('2'), row('3')]
  queryClient.setQueryData(LIST_KEY, [first, second])
  writes.created(queryClient, LIST_KEY, added)
  writes.created(queryClient, LIST_KEY, added)
  const withAdded = queryClient.getQueryData<unknown[]>(LIST_KEY)
  expect(withAdded).toEqual([added, first, second])

  // A lagging read keeps it (and the identity of what did not change)…
  const kept = writes.keepIn(withAdded, [row('1'), row('2')])
  expect(kept).toEqual([added, first, second])
  expect(kept).toBe(withAdded)
  // …a read that lists it needs nothing, and a row not created here goes.
  expect(writes.keepIn(withAdded, [row('3'), row('1')])).toEqual([added, first])
  // What a select picks passes as is.
  expect(writes.keepIn(first, second)).toEqual(second)

  writes.deleted(queryClient, LIST_KEY, added.id)
  expect(queryClient.getQueryData(LIST_KEY)).toEqual([first, second])
  expect(writes.keepIn(withAdded, [row('1'), row('3')])).toEqual([first])
})

test('a row changed here shows as written until a read is as recent', () => {
  const queryClient = new QueryClient()
  const writes = ownWrites<{ id: string; name: string; updatedAt?: string }>()
  const at = (minute: number) => `2026-11-28T10:0${minute}:00Z`
  const old = { id: '1', name: 'Old', updatedAt: at(1) }
  const renamed = { id: '1', name: 'New', updatedAt: at(2) }
  queryClient.setQueryData(LIST_KEY, [old])
  queryClient.setQueryData([...LIST_KEY, 'other'], [row('2')])
  writes.updated(queryClient, LIST_KEY, renamed)
  expect(queryClient.getQueryData(LIST_KEY)).toEqual([renamed])
  expect(queryClient.getQueryData([...LIST_KEY, 'other'])).toEqual([row('2')])

  expect(writes.keepIn([renamed], [old])).toEqual([renamed])
  expect(writes.keepIn(renamed, old)).toEqual(renamed)
  const later = { id: '1', name: 'Later', updatedAt: at(3) }
  expect(writes.keepIn([renamed], [later])).toEqual([later])
  // Without both times, the read is taken as it is.
  const undated = { id: '1', name: 'Undated' }
  expect(writes.keepIn([renamed], [undated])).toEqual([undated])
})
