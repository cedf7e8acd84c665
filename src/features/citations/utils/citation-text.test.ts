// @vitest-environment node
import type { BibliographyEntry } from '@/types/bibliography'

import { formatCitation } from './citation-text'

const entry = (
  overrides: Partial<BibliographyEntry> = {},
): BibliographyEntry => ({
  id: '31415926',
  documentId: 'doc_9',
  title: 'Salt loading in POTS',
  authors: ['Smith J', 'Doe A'],
  biblioInfo: 'Circulation. 2019;140(2):101-110.',
  doi: '10.1161/CIRC.2019.1234',
  citedChunks: {},
  ...overrides,
})

test('a full entry reads as an NLM citation', () => {
  expect(formatCitation('31415926', entry())).toBe(
    'Smith J, Doe A. Salt loading in POTS. Circulation. 2019;140(2):101-110. doi:10.1161/CIRC.2019.1234. PMID: 31415926.',
  )
})

test('six authors are listed in full; a seventh becomes et al.', () => {
  const six = ['A A', 'B B', 'C C', 'D D', 'E E', 'F F']
  expect(formatCitation('1', entry({ authors: six }))).toMatch(
    /^A A, B B, C C, D D, E E, F F\. Salt/,
  )
  expect(formatCitation('1', entry({ authors: [...six, 'G G'] }))).toMatch(
    /^A A, B B, C C, D D, E E, F F, et al\. Salt/,
  )
})

test('an et al. the source already wrote is kept once', () => {
  expect(
    formatCitation('1', entry({ authors: ['Smith J', 'Doe A', 'et al.'] })),
  ).toMatch(/^Smith J, Doe A, et al\. Salt/)
})

test('one string listing several authors counts them one by one', () => {
  expect(
    formatCitation(
      '1',
      entry({ authors: ['Aa A, Bb B, Cc C, Dd D, Ee E, Ff F, Gg G'] }),
    ),
  ).toMatch(/^Aa A, Bb B, Cc C, Dd D, Ee E, Ff F, et al\. Salt/)
})

test.each([
  ['Is salt safe?', 'Is salt safe? Circulation.'],
  ['Salt works!', 'Salt works! Circulation.'],
  ['Salt loading.', 'Salt loading. Circulation.'],
  ['  Salt\n loading  ', 'Salt loading. Circulation.'],
])('the title %j ends with one mark', (title, expected) => {
  expect(formatCitation('1', entry({ title }))).toContain(expected)
})

test.each([
  [null],
  [''],
  ['N/A'],
  ['Title not available'],
  ['[No title available]'],
])('a placeholder title (%j) is left out', (title) => {
  expect(formatCitation('31415926', entry({ title }))).toBe(
    'Smith J, Doe A. Circulation. 2019;140(2):101-110. doi:10.1161/CIRC.2019.1234. PMID: 31415926.',
  )
})

test('missing parts are left out without stray punctuation', () => {
  expect(
    formatCitation(
      '31415926',
      entry({ authors: [], biblioInfo: null, doi: null }),
    ),
  ).toBe('Salt loading in POTS. PMID: 31415926.')
  expect(
    formatCitation(
      '31415926',
      entry({ authors: [' ', ''], title: '', biblioInfo: '  ', doi: ' ' }),
    ),
  ).toBe('PMID: 31415926.')
})

test('a biblioInfo without its final period gets one', () => {
  expect(
    formatCitation('1', entry({ biblioInfo: 'BMJ. 2021;372:n71' })),
  ).toContain('Salt loading in POTS. BMJ. 2021;372:n71. doi:')
})

test('a DOI written as an address or with doi: is written once as doi:', () => {
  for (const doi of [
    'https://doi.org/10.1161/CIRC.2019.1234',
    'doi: 10.1161/CIRC.2019.1234',
    'DOI:10.1161/CIRC.2019.1234',
  ]) {
    expect(formatCitation('1', entry({ doi }))).toContain(
      ' doi:10.1161/CIRC.2019.1234. PMID: 1.',
    )
  }
})

test('author names ending in a period do not double it', () => {
  expect(formatCitation('1', entry({ authors: ['Smith J.'] }))).toMatch(
    /^Smith J\. Salt/,
  )
})

test('names and titles in any script are kept as written', () => {
  expect(
    formatCitation(
      '1',
      entry({
        authors: ['Sørensen T', 'Müller É', '山田 太郎'],
        title: 'Исследование «щитовидной» железы: ένα παράδειγμα',
        biblioInfo: null,
        doi: null,
      }),
    ),
  ).toBe(
    'Sørensen T, Müller É, 山田 太郎. Исследование «щитовидной» железы: ένα παράδειγμα. PMID: 1.',
  )
})
