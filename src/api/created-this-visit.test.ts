// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'

import { createdThisVisit } from './created-this-visit'

const LIST_KEY = ['rows']
const row = (id: string) => ({ id, name: `Row ${id}` })

test('a row created here stays in each read that does not list it yet, until forgotten', () => {
  const queryClient = new QueryClient()
  const created = createdThisVisit<{ id: string; name: string }>()
  const [first, second, added] = [row('1'), row('2'), row('3')]
  queryClient.setQueryData(LIST_KEY, [first, second])
  created.add(queryClient, LIST_KEY, added)
  created.add(queryClient, LIST_KEY, added)
  const withAdded = queryClient.getQueryData<unknown[]>(LIST_KEY)
  expect(withAdded).toEqual([added, first, second])

  // A lagging read keeps it (and the identity of what did not change)…
  const kept = created.keepIn(withAdded, [row('1'), row('2')])
  expect(kept).toEqual([added, first, second])
  expect(kept).toBe(withAdded)
  // …a read that lists it needs nothing, and a row not created here goes.
  expect(created.keepIn(withAdded, [row('3'), row('1')])).toEqual([
    added,
    first,
  ])
  // What a select picks passes as is.
  expect(created.keepIn(first, second)).toEqual(second)

  created.forget(added.id)
  expect(created.keepIn(withAdded, [row('1'), row('2')])).toEqual([
    first,
    second,
  ])
})
