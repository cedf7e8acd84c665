// @vitest-environment node
import type { BibliographyEntry } from '@/types/bibliography'
import { buildBibliographyEntry } from '@mocks/testing/factories'

import {
  entryTitle,
  doiUrl,
  excerptParagraphs,
  listReferences,
  pubmedUrl,
  scholarUrl,
} from './references'

const entry = (overrides: Partial<BibliographyEntry> = {}) =>
  buildBibliographyEntry({
    id: '1',
    documentId: 'doc_1',
    title: 'A title',
    ...overrides,
  })

test('the cited references follow the display numbers, missing entries included', () => {
  const numbers = new Map([
    ['300', 1],
    ['100', 2],
    ['999', 3],
  ])
  const { cited, consulted } = listReferences(numbers, {
    '100': entry({ id: '100' }),
    '300': entry({ id: '300' }),
  })
  expect(cited.map((r) => [r.number, r.pmid, r.entry?.id])).toEqual([
    [1, '300', '300'],
    [2, '100', '100'],
    [3, '999', undefined],
  ])
  expect(consulted).toEqual([])
})

test('entries the text never cites are not numbered among the cited ones', () => {
  const { cited, consulted } = listReferences(new Map([['2', 1]]), {
    '1': entry({ id: '1' }),
    '2': entry({ id: '2' }),
    '3': entry({ id: '3' }),
  })
  expect(cited.map((r) => [r.number, r.pmid])).toEqual([[1, '2']])
  expect(consulted.map((r) => r.pmid)).toEqual(['1', '3'])
  expect(consulted.every((r) => !('number' in r))).toBe(true)
})

test('entries never cited are listed by first author, then title', () => {
  const { consulted } = listReferences(new Map(), {
    '1': entry({ authors: ['Zhou L'], title: 'A' }),
    '2': entry({ authors: ['adams B'], title: 'Z' }),
    '3': entry({ authors: ['Adams B'], title: 'M' }),
    '4': entry({ authors: [], title: 'No authors' }),
    '5': entry({ authors: ['Ødegård Ø'], title: 'Ø' }),
  })
  // Case and accents do not count: Ødegård sorts with the Os.
  expect(consulted.map((r) => r.pmid)).toEqual(['4', '3', '2', '5', '1'])
})

test('with no markers and no bibliography both lists are empty', () => {
  expect(listReferences(new Map(), {})).toEqual({ cited: [], consulted: [] })
})

test.each([
  [undefined],
  [null],
  [''],
  ['   '],
  ['N/A'],
  ['n/a'],
  ['Unknown'],
  ['Untitled'],
  ['No title available'],
  ['[No title available]'],
  ['Title not available'],
  ['null'],
  ['-'],
  ['...'],
])('a missing or placeholder title (%j) reads Title not available', (title) => {
  expect(entryTitle(entry({ title }))).toBe('Title not available')
})

test('a real title is shown trimmed; a missing entry has none', () => {
  expect(entryTitle(entry({ title: '  Salt loading in POTS ' }))).toBe(
    'Salt loading in POTS',
  )
  expect(entryTitle(entry({ title: 'Unknown risks of salt' }))).toBe(
    'Unknown risks of salt',
  )
  expect(entryTitle(undefined)).toBe('Title not available')
})

test('links point at PubMed, doi.org and Google Scholar', () => {
  expect(pubmedUrl('31415926')).toBe(
    'https://pubmed.ncbi.nlm.nih.gov/31415926/',
  )
  expect(doiUrl('10.1161/CIRC.2019.1234')).toBe(
    'https://doi.org/10.1161/CIRC.2019.1234',
  )
  expect(doiUrl('10.1/a b?c#d')).toBe('https://doi.org/10.1/a%20b%3Fc%23d')
  expect(doiUrl('https://doi.org/10.1161/CIRC.2019.1234')).toBe(
    'https://doi.org/10.1161/CIRC.2019.1234',
  )
  expect(doiUrl(' doi: 10.1161/CIRC.2019.1234')).toBe(
    'https://doi.org/10.1161/CIRC.2019.1234',
  )
  expect(scholarUrl('Salt & water: a "trial"')).toBe(
    'https://scholar.google.com/scholar?q=Salt%20%26%20water%3A%20a%20%22trial%22',
  )
})

test('an excerpt splits into paragraphs on blank lines', () => {
  expect(
    excerptParagraphs('First paragraph.\n\nSecond\nline.\n  \n\nThird.  \n\n'),
  ).toEqual(['First paragraph.', 'Second\nline.', 'Third.'])
  expect(excerptParagraphs(null)).toEqual([])
  expect(excerptParagraphs('')).toEqual([])
})
