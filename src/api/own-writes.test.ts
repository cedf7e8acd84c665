// @vitest-environment node
import { withOwnWrites } from './own-writes'

const row = (id: string, updatedAt?: string) => ({
  id,
  name: `Row ${id}`,
  updatedAt,
})
const all = () => true

test('a row created here heads the list until a read lists it; a row deleted here stays gone', () => {
  const created = { op: 'create', row: row('3'), id: undefined }
  const deleted = { op: 'delete', row: undefined, id: '1' }
  const lagging = [row('1'), row('2')]
  expect(withOwnWrites(lagging, [created], all)).toEqual([
    row('3'),
    row('1'),
    row('2'),
  ])
  expect(withOwnWrites([row('3'), row('2')], [created], all)).toEqual([
    row('3'),
    row('2'),
  ])
  expect(withOwnWrites(lagging, [created, deleted], all)).toEqual([
    row('3'),
    row('2'),
  ])
})

test('a row changed here shows as written while a read holds an older version; without both times the read stands', () => {
  const at = (minute: number) => `2026-11-28T10:0${minute}:00Z`
  const renamed = { ...row('1', at(2)), name: 'New' }
  const update = { op: 'update', row: renamed, id: undefined }
  expect(withOwnWrites([row('1', at(1))], [update], all)).toEqual([renamed])
  const later = { ...row('1', at(3)), name: 'Later' }
  expect(withOwnWrites([later], [update], all)).toEqual([later])
  const undated = row('1')
  expect(withOwnWrites([undated], [update], all)).toEqual([undated])
})

test('only the rows that belong to the list are added to it', () => {
  const created = { op: 'create', row: row('9'), id: undefined }
  expect(withOwnWrites([row('1')], [created], (r) => r.id !== '9')).toEqual([
    row('1'),
  ])
})
