// @vitest-environment node
import { plugins, type CslItem } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'

import { buildBibliographyEntry } from '@mocks/testing/factories'

import { toBibtex, toRis } from './reference-export'
import type { Reference } from './references'

const entry = buildBibliographyEntry

const SICI_DOI = '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0'
const TRICKY_TITLE =
  'The "salty" {POTS} trial: 50% & more — #1 in_vivo for $5 ~ ^ \\ `x`?'
/** The tricky reference's authors, as both formats read them back. */
const TRICKY_AUTHORS = [
  { family: 'Sørensen', given: 'T.' },
  { family: 'Müller', given: 'É.' },
  { family: 'Ødegård', given: 'Ø.' },
  { family: "O'Brien", given: 'K.' },
  { family: 'Smith', given: 'J. R.', suffix: 'Jr' },
]
const WORLD_TITLE =
  '甲状腺機能低下症の治療: Θεραπεία του θυρεοειδούς и лечение щитовидной железы'

/** Four papers, a cited PMID the bibliography lacks, in display order. */
const REFERENCES: Reference[] = [
  {
    number: 1,
    pmid: '31415926',
    entry: entry({
      title: 'Salt loading in POTS',
      authors: ['Smith J', 'Doe A'],
      biblioInfo: 'Circulation. 2019;140(2):101-110.',
      doi: '10.1161/CIRC.2019.1234',
    }),
  },
  {
    number: 2,
    pmid: '27182818',
    entry: entry({
      title: TRICKY_TITLE,
      authors: [
        'Sørensen T',
        'Müller É',
        'Ødegård Ø',
        "O'Brien K",
        'Smith JR Jr',
      ],
      biblioInfo: 'Revue médicale suisse. 2021 Mar 3;17(740):1000-4.',
      doi: SICI_DOI,
    }),
  },
  {
    number: 3,
    pmid: '16180339',
    entry: entry({
      title: WORLD_TITLE,
      authors: ['山田 太郎', 'Παπαδόπουλος Γ', 'Иванов ИИ'],
      biblioInfo: 'Published online by the authors, see their website',
      doi: 'https://doi.org/10.1000/a_b%c#d',
    }),
  },
  {
    number: 4,
    pmid: '14142135',
    entry: entry({
      title: 'Title not available',
      authors: [
        'World Health Organization',
        'Society for Endocrinology and Metabolism',
      ],
      biblioInfo: 'BMJ. 2021;372:n71.',
    }),
  },
  { number: 5, pmid: '28800123', entry: undefined },
]

const year = (item: CslItem | undefined) =>
  item?.issued?.['date-parts']?.[0]?.[0]

const readRis = (text: string) =>
  plugins.input.chain(text, { forceType: '@ris/file', generateGraph: false })
const readBibtex = (text: string) =>
  plugins.input.chain(text, {
    forceType: '@biblatex/text',
    generateGraph: false,
  })

test('RIS: one record per reference in order, CRLF line endings', () => {
  const ris = toRis(REFERENCES)
  expect(ris.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  const lines = ris.split('\r\n')
  expect(lines.filter((line) => line.startsWith('TY  - '))).toEqual([
    'TY  - JOUR',
    'TY  - JOUR',
    'TY  - JOUR',
    'TY  - JOUR',
    'TY  - GEN',
  ])
  expect(lines.filter((line) => line === 'ER  - ')).toHaveLength(5)
  expect(lines.filter((line) => line.startsWith('AN  - '))).toEqual([
    'AN  - 31415926',
    'AN  - 27182818',
    'AN  - 16180339',
    'AN  - 14142135',
    'AN  - 28800123',
  ])
  expect(
    ris.startsWith('TY  - JOUR\r\nAU  - Smith, J.\r\nAU  - Doe, A.\r\n'),
  ).toBe(true)
  expect(ris.endsWith('ER  - \r\n')).toBe(true)
})

test('RIS: the first record has every field', () => {
  const [first] = toRis(REFERENCES.slice(0, 1)).split('\r\n\r\n')
  expect(first?.split('\r\n')).toEqual([
    'TY  - JOUR',
    'AU  - Smith, J.',
    'AU  - Doe, A.',
    'TI  - Salt loading in POTS',
    'T2  - Circulation',
    'JO  - Circulation',
    'PY  - 2019',
    'VL  - 140',
    'IS  - 2',
    'SP  - 101',
    'EP  - 110',
    'DO  - 10.1161/CIRC.2019.1234',
    'AN  - 31415926',
    'DB  - PubMed',
    'UR  - https://pubmed.ncbi.nlm.nih.gov/31415926/',
    'ER  - ',
    '',
  ])
})

test('RIS read back by citation-js keeps authors, titles, DOIs, years and journals', () => {
  const items = readRis(toRis(REFERENCES))
  expect(items).toHaveLength(5)
  const [salt, tricky, world, organisations, missing] = items

  expect(salt?.author).toEqual([
    { family: 'Smith', given: 'J.' },
    { family: 'Doe', given: 'A.' },
  ])
  expect(salt).toMatchObject({
    title: 'Salt loading in POTS',
    'container-title': 'Circulation',
    DOI: '10.1161/CIRC.2019.1234',
    volume: '140',
    issue: '2',
    page: '101-110',
    URL: 'https://pubmed.ncbi.nlm.nih.gov/31415926/',
  })
  expect(year(salt)).toBe(2019)

  expect(tricky?.title).toBe(TRICKY_TITLE)
  expect(tricky?.DOI).toBe(SICI_DOI)
  expect(tricky?.['container-title']).toBe('Revue médicale suisse')
  expect(tricky?.page).toBe('1000-1004')
  expect(year(tricky)).toBe(2021)
  expect(tricky?.author).toEqual(TRICKY_AUTHORS)

  expect(world?.title).toBe(WORLD_TITLE)
  expect(world?.DOI).toBe('10.1000/a_b%c#d')
  expect(world?.note).toBe('Published online by the authors, see their website')
  expect(world?.author).toEqual([
    { family: '山田 太郎', given: '' },
    { family: 'Παπαδόπουλος', given: 'Γ.' },
    { family: 'Иванов', given: 'И. И.' },
  ])

  // Organisations stay whole; a placeholder title is left out.
  expect(organisations?.author).toEqual([
    { family: 'World Health Organization', given: '' },
    { family: 'Society for Endocrinology and Metabolism', given: '' },
  ])
  expect(organisations?.title).toBeUndefined()
  expect(organisations?.['container-title']).toBe('BMJ')
  expect(organisations?.page).toBe('n71')

  expect(missing?.URL).toBe('https://pubmed.ncbi.nlm.nih.gov/28800123/')
  expect(missing?.title).toBeUndefined()
})

test('RIS values stay on one line', () => {
  const ris = toRis([
    {
      number: 1,
      pmid: '1',
      entry: entry({
        title: 'Line one\nER  - \r\nTY  - JOUR',
        authors: ['Smith\nJ'],
      }),
    },
  ])
  expect(
    ris.split('\r\n').filter((line) => line.startsWith('ER')),
  ).toHaveLength(1)
  expect(ris).toContain('TI  - Line one ER - TY - JOUR\r\n')
})

test('BibTeX: keys from PMIDs, authors joined with and, pages with --', () => {
  const bibtex = toBibtex(REFERENCES.slice(0, 1))
  expect(bibtex).toBe(
    [
      '@article{pmid31415926,',
      '  author = {Smith, J. and Doe, A.},',
      '  title = {{Salt loading in POTS}},',
      '  journal = {Circulation},',
      '  year = {2019},',
      '  volume = {140},',
      '  number = {2},',
      '  pages = {101--110},',
      '  doi = {10.1161/CIRC.2019.1234},',
      '  pmid = {31415926},',
      '  url = {https://pubmed.ncbi.nlm.nih.gov/31415926/}',
      '}',
      '',
    ].join('\n'),
  )
})

test('BibTeX read back by citation-js keeps authors, titles, DOIs, years and journals', () => {
  const bibtex = toBibtex(REFERENCES)
  const items = readBibtex(bibtex)
  expect(items.map((item) => item['citation-key'])).toEqual([
    'pmid31415926',
    'pmid27182818',
    'pmid16180339',
    'pmid14142135',
    'pmid28800123',
  ])
  const [salt, tricky, world, organisations, missing] = items

  expect(salt).toMatchObject({
    type: 'article-journal',
    title: 'Salt loading in POTS',
    'container-title': 'Circulation',
    DOI: '10.1161/CIRC.2019.1234',
    PMID: '31415926',
    volume: '140',
    issue: '2',
    page: '101-110',
  })
  expect(year(salt)).toBe(2019)

  expect(tricky?.title).toBe(TRICKY_TITLE)
  expect(tricky?.DOI).toBe(SICI_DOI)
  expect(tricky?.['container-title']).toBe('Revue médicale suisse')
  expect(year(tricky)).toBe(2021)
  expect(tricky?.author).toEqual(TRICKY_AUTHORS)

  expect(world?.title).toBe(WORLD_TITLE)
  expect(world?.DOI).toBe('10.1000/a_b%c#d')
  expect(world?.note).toBe('Published online by the authors, see their website')
  expect(world?.author).toEqual([
    { family: '山田 太郎' },
    { family: 'Παπαδόπουλος', given: 'Γ.' },
    { family: 'Иванов', given: 'И. И.' },
  ])

  expect(organisations?.author).toEqual([
    { family: 'World Health Organization' },
    { family: 'Society for Endocrinology and Metabolism' },
  ])
  expect(organisations?.title).toBeUndefined()

  expect(missing).toMatchObject({ type: 'document', PMID: '28800123' })
})

test('BibTeX escapes each special character and keeps braces balanced', () => {
  const bibtex = toBibtex(REFERENCES.slice(1, 2))
  expect(bibtex).toContain(
    'title = {{The "salty" \\textbraceleft{}POTS\\textbraceright{} trial: 50\\% \\& more — \\#1 in\\_vivo for \\$5 \\textasciitilde{} \\textasciicircum{} \\textbackslash{} \\textasciigrave{}x\\textasciigrave{}?}}',
  )
  let depth = 0
  for (const char of bibtex) {
    if (char === '{') depth += 1
    if (char === '}') depth -= 1
    expect(depth).toBeGreaterThanOrEqual(0)
  }
  expect(depth).toBe(0)
})

test('a lone brace in a DOI is percent-encoded, the DOI otherwise kept', () => {
  const bibtex = toBibtex([
    { number: 1, pmid: '1', entry: entry({ doi: '10.1000/x{y\\z' }) },
  ])
  expect(bibtex).toContain('doi = {10.1000/x%7By%5Cz}')
  expect(readBibtex(bibtex)[0]?.DOI).toBe('10.1000/x%7By%5Cz')
})
