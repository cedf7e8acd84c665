// @vitest-environment node
import * as v from 'valibot'

import { patientSchema } from './patient'

test('a patient is not the generic one unless the answer says so', () => {
  expect(v.parse(patientSchema, { id: 'pat_1', name: 'Ann' })).toStrictEqual({
    id: 'pat_1',
    name: 'Ann',
    isGeneric: false,
  })
  expect(
    v.parse(patientSchema, { id: 'pat_1', name: 'Ann', isGeneric: true })
      .isGeneric,
  ).toBe(true)
})

test.each([
  ['a null isGeneric', { isGeneric: null }],
  ['no name', { name: undefined }],
  ['projects that are not a list', { projects: {} }],
])('rejects a patient with %s', (_, broken) => {
  const input = { id: 'pat_1', name: 'Ann', ...broken }
  expect(v.safeParse(patientSchema, input).success).toBe(false)
})
