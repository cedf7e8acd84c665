// @vitest-environment node
import * as v from 'valibot'

import { listOrEmpty, map, recordOrEmpty } from './list-or-empty'

const schema = v.object({
  list: listOrEmpty(v.string()),
  map: recordOrEmpty(v.number()),
})

test.each([
  ['missing', {}],
  ['null', { list: null, map: null }],
])('reads a %s list or map as empty', (_, input) => {
  expect(v.parse(schema, input)).toStrictEqual({ list: [], map: {} })
})

test('a fresh empty list and map for every answer', () => {
  const first = v.parse(schema, {})
  first.list.push('changed')
  first.map.changed = 1
  expect(v.parse(schema, {})).toStrictEqual({ list: [], map: {} })
})

test('checks the items of a list or map that is there', () => {
  expect(v.parse(schema, { list: ['a'], map: { a: 1 } })).toStrictEqual({
    list: ['a'],
    map: { a: 1 },
  })
  expect(v.safeParse(schema, { list: [1] }).success).toBe(false)
  expect(v.safeParse(schema, { map: { a: 'one' } }).success).toBe(false)
})

test.each([
  ['a list for a map', { map: [1] }],
  ['a map for a list', { list: { 0: 'a' } }],
  ['a string for a list', { list: 'a' }],
  ['false for a map', { map: false }],
])('rejects %s', (_, input) => {
  expect(v.safeParse(schema, input).success).toBe(false)
})

test('a map is a JSON object: never an array, whatever its items', () => {
  expect(v.safeParse(map(v.unknown()), []).success).toBe(false)
  expect(v.safeParse(map(v.unknown()), ['a']).success).toBe(false)
  expect(v.parse(map(v.unknown()), { 0: 'a' })).toStrictEqual({ 0: 'a' })
})
