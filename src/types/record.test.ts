// @vitest-environment node
import * as v from 'valibot'

import { recordCreateResponseSchema, recordSchema } from './record'

test('reads a bare record: untitled note, linked to no project', () => {
  expect(v.parse(recordSchema, { id: 'rec_1' })).toStrictEqual({
    id: 'rec_1',
    title: '',
    recordType: 'note',
    linkedProjects: [],
  })
  expect(
    v.parse(recordSchema, {
      id: 'rec_1',
      title: null,
      recordType: null,
      linkedProjects: null,
      content: null,
    }),
  ).toStrictEqual({
    id: 'rec_1',
    title: '',
    recordType: 'note',
    content: null,
    linkedProjects: [],
  })
})

test('keeps what the record says and drops unknown fields', () => {
  expect(
    v.parse(recordSchema, {
      id: 'rec_1',
      title: 'Blood test',
      recordType: 'pdf',
      linkedProjects: ['p_1'],
      storagePath: '/internal',
    }),
  ).toStrictEqual({
    id: 'rec_1',
    title: 'Blood test',
    recordType: 'pdf',
    linkedProjects: ['p_1'],
  })
})

test('a create answer is either a rejection or the record', () => {
  expect(
    v.parse(recordCreateResponseSchema, { status: 'ERROR', reason: 'Empty' }),
  ).toStrictEqual({ status: 'ERROR', reason: 'Empty' })
  expect(
    v.parse(recordCreateResponseSchema, { id: 'rec_1', status: 'OK' }),
  ).toStrictEqual({
    id: 'rec_1',
    title: '',
    recordType: 'note',
    linkedProjects: [],
    status: 'OK',
  })
  expect(
    v.safeParse(recordCreateResponseSchema, { status: 'OK' }).success,
  ).toBe(false)
})
