// @vitest-environment node
import * as v from 'valibot'

import { bibliographyEntrySchema, bibliographySchema } from './bibliography'

test('reads a bare entry: authors and cited chunks empty', () => {
  expect(v.parse(bibliographyEntrySchema, {})).toStrictEqual({
    authors: [],
    citedChunks: {},
  })
  expect(
    v.parse(bibliographyEntrySchema, { authors: null, citedChunks: null }),
  ).toStrictEqual({ authors: [], citedChunks: {} })
})

test.each([
  ['a list', ['Smith J', 'Doe A'], ['Smith J', 'Doe A']],
  ['one name', 'Smith J et al.', ['Smith J et al.']],
  ['an empty list', [], []],
])('reads authors given as %s as a list', (_, authors, expected) => {
  expect(v.parse(bibliographyEntrySchema, { authors }).authors).toEqual(
    expected,
  )
})

test('keeps the fields of a full entry and drops unknown ones', () => {
  const entry = {
    id: '1',
    documentId: 'doc_1',
    title: 'Levothyroxine dosing',
    authors: ['Smith J'],
    biblioInfo: 'Thyroid. 2020;30(1):1-10.',
    doi: '10.1000/xyz',
    citedChunks: { c1: { content: 'Dose by weight.', score: 0.9 }, c2: {} },
    rank: 3,
  }
  expect(v.parse(bibliographySchema, { 31415926: entry })).toStrictEqual({
    31415926: {
      id: '1',
      documentId: 'doc_1',
      title: 'Levothyroxine dosing',
      authors: ['Smith J'],
      biblioInfo: 'Thyroid. 2020;30(1):1-10.',
      doi: '10.1000/xyz',
      citedChunks: { c1: { content: 'Dose by weight.' }, c2: {} },
    },
  })
})

test.each([
  ['a list of entries', [{ title: 'A' }]],
  ['an entry that is a list', { 1: [] }],
  ['an entry that is null', { 1: null }],
  ['cited chunks as a list', { 1: { citedChunks: [{ content: 'a' }] } }],
  ['a cited chunk that is a list', { 1: { citedChunks: { c1: [] } } }],
  ['a number for authors', { 1: { authors: 3 } }],
  ['a number among the authors', { 1: { authors: ['Smith J', 3] } }],
  ['a number for a title', { 1: { title: 3 } }],
])('rejects a bibliography with %s', (_, input) => {
  expect(v.safeParse(bibliographySchema, input).success).toBe(false)
})
