// @vitest-environment node
import {
  hasCitationMarker,
  numberCitations,
  splitCitationMarkers,
} from './citation-markers'

const marker = (pmid: string, section: string, chunk: number) => ({
  key: `${pmid}-${section}-${chunk}`,
  pmid,
  section,
  chunk,
})

const numbered = (content: string) => [...numberCitations(content)]

describe('splitCitationMarkers', () => {
  test('plain text stays one piece', () => {
    expect(splitCitationMarkers('No citations here.')).toEqual([
      'No citations here.',
    ])
  })

  test('an empty text has no pieces', () => {
    expect(splitCitationMarkers('')).toEqual([])
  })

  test('an abstract marker between text', () => {
    expect(
      splitCitationMarkers('TSH rises [31849204-abstract-1] often.'),
    ).toEqual(['TSH rises ', marker('31849204', 'abstract', 1), ' often.'])
  })

  test('a fulltext marker with a multi-digit chunk', () => {
    expect(splitCitationMarkers('[29874415-fulltext-12]')).toEqual([
      marker('29874415', 'fulltext', 12),
    ])
  })

  test('adjacent markers stand side by side with nothing between them', () => {
    expect(
      splitCitationMarkers('end [29874415-abstract-1][34410982-abstract-2].'),
    ).toEqual([
      'end ',
      marker('29874415', 'abstract', 1),
      marker('34410982', 'abstract', 2),
      '.',
    ])
  })

  test('markers at the start and the end keep no empty text pieces', () => {
    expect(
      splitCitationMarkers('[1-abstract-1] middle [2-fulltext-3]'),
    ).toEqual([
      marker('1', 'abstract', 1),
      ' middle ',
      marker('2', 'fulltext', 3),
    ])
  })

  test('the same marker twice comes out twice', () => {
    expect(
      splitCitationMarkers('[5-abstract-1] and again [5-abstract-1]'),
    ).toEqual([
      marker('5', 'abstract', 1),
      ' and again ',
      marker('5', 'abstract', 1),
    ])
  })

  test.each([
    ['a missing chunk number', '[12-abstract]'],
    ['an unknown section', '[12-summary-1]'],
    ['letters in the PMID', '[abc-abstract-1]'],
    ['spaces inside the brackets', '[ 12-abstract-1 ]'],
    ['no brackets', '12-abstract-1'],
    ['a capitalised section', '[12-Abstract-1]'],
    ['an unclosed bracket', '[12-abstract-1'],
    ['a negative chunk', '[12-abstract--1]'],
    ['a plain reference in brackets', '[12]'],
  ])('text that only looks like a marker stays text: %s', (_, text) => {
    expect(splitCitationMarkers(text)).toEqual([text])
    expect(hasCitationMarker(text)).toBe(false)
  })

  test('a marker inside extra brackets keeps the outer brackets as text', () => {
    expect(splitCitationMarkers('[[7-abstract-2]]')).toEqual([
      '[',
      marker('7', 'abstract', 2),
      ']',
    ])
  })

  test('hasCitationMarker finds a marker anywhere, repeatedly', () => {
    expect(hasCitationMarker('see [7-abstract-2]')).toBe(true)
    expect(hasCitationMarker('see [7-abstract-2]')).toBe(true)
  })
})

describe('numberCitations', () => {
  test('nothing to number in empty or missing content', () => {
    expect(numbered('')).toEqual([])
    expect([...numberCitations(null)]).toEqual([])
    expect([...numberCitations(undefined)]).toEqual([])
  })

  test('distinct PMIDs are numbered from 1 in order of first appearance', () => {
    expect(
      numbered('a [300-abstract-1] b [100-fulltext-2] c [200-abstract-3]'),
    ).toEqual([
      ['300', 1],
      ['100', 2],
      ['200', 3],
    ])
  })

  test('a repeated PMID keeps its first number, whatever the chunk', () => {
    expect(
      numbered(
        '[31849204-abstract-1] [29874415-abstract-1] [31849204-fulltext-7] [29874415-fulltext-12]',
      ),
    ).toEqual([
      ['31849204', 1],
      ['29874415', 2],
    ])
  })

  test('adjacent markers are numbered left to right', () => {
    expect(numbered('x [9-abstract-1][8-abstract-2][7-abstract-3]')).toEqual([
      ['9', 1],
      ['8', 2],
      ['7', 3],
    ])
  })

  test('markers in headings, lists and tables count in document order', () => {
    const content = [
      '# Heading [40-abstract-1]',
      '',
      '- item [41-abstract-1]',
      '- item [40-abstract-2]',
      '',
      '| a | b |',
      '| --- | --- |',
      '| cell [42-fulltext-3] | [43-abstract-1][41-abstract-1] |',
    ].join('\n')
    expect(numbered(content)).toEqual([
      ['40', 1],
      ['41', 2],
      ['42', 3],
      ['43', 4],
    ])
  })

  test('a PMID missing from the bibliography still gets a number', () => {
    // Numbering reads only the text; the bibliography plays no part.
    expect(numbered('[31849204-abstract-1][28800123-abstract-1]')).toEqual([
      ['31849204', 1],
      ['28800123', 2],
    ])
  })

  test('markers inside inline code are not numbered', () => {
    expect(
      numbered(
        'code `[1-abstract-1]` then [2-abstract-1] and ``a [3-abstract-1] ` b``',
      ),
    ).toEqual([['2', 1]])
  })

  test('markers inside fenced code blocks are not numbered', () => {
    const content = [
      'before [10-abstract-1]',
      '',
      '```',
      '[11-abstract-1]',
      '```',
      '',
      '~~~md',
      '[12-abstract-1]',
      '~~~',
      '',
      'after [13-abstract-1]',
    ].join('\n')
    expect(numbered(content)).toEqual([
      ['10', 1],
      ['13', 2],
    ])
  })

  test('an unclosed fence hides markers to the end, as Markdown does', () => {
    expect(numbered('[1-abstract-1]\n\n```\n[2-abstract-1]')).toEqual([
      ['1', 1],
    ])
  })

  test('a stray backtick does not hide markers in later paragraphs', () => {
    expect(
      numbered("it's a ` tick\n\nthen [5-abstract-1] and a `code` span"),
    ).toEqual([['5', 1]])
  })

  test('look-alikes are not numbered', () => {
    expect(
      numbered('[12-abstract] [12-summary-1] [x-abstract-1] [5-abstract-1]'),
    ).toEqual([['5', 1]])
  })

  test('numbers run on past nine and keep PMIDs with leading zeros distinct', () => {
    const content = Array.from(
      { length: 12 },
      (_, i) => `[${i + 1}-abstract-1]`,
    ).join(' ')
    expect(numberCitations(content).get('12')).toBe(12)
    expect(numbered('[007-abstract-1] [7-abstract-1]')).toEqual([
      ['007', 1],
      ['7', 2],
    ])
  })
})

test('markers inside HTML tags are not numbered; between tags they are', () => {
  expect(
    numbered('<b title="[1-abstract-1]">x</b> <i>[2-abstract-1]</i>'),
  ).toEqual([['2', 1]])
})
