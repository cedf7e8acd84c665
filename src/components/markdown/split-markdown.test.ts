// @vitest-environment node
import { splitMarkdown } from './split-markdown'

test('a report splits before each heading', () => {
  const content = 'Intro\n\n## One\nText *a*\n\n### Two\n- item\n- item'
  expect(splitMarkdown(content)).toEqual([
    'Intro\n',
    '## One\nText *a*\n',
    '### Two\n- item\n- item',
  ])
})

test('the pieces put back together are the report', () => {
  const content = '# A\n\npara\n## B\n\n| a |\n| - |\n| 1 |\n'
  expect(splitMarkdown(content).join('\n')).toBe(content)
})

test('a heading-like line inside a code fence stays in its section', () => {
  const content = '## Code\n```\n# not a heading\n```\nafter\n~~~~\n## no\n~~~~'
  expect(splitMarkdown(content)).toEqual([content])
})

test.each([
  [
    'a link reference definition',
    '## A\n[ref]\n## B\n[ref]: https://example.org',
  ],
  ['a footnote definition', '## A\nText[^1]\n## B\n[^1]: Note'],
  ['an HTML comment', '<!--\n## hidden\n-->\n## B'],
])('content with %s is kept whole', (_, content) => {
  expect(splitMarkdown(content)).toEqual([content])
})

test('"#hashtag" and indented code are not headings', () => {
  expect(splitMarkdown('a\n#hashtag\n    # code')).toHaveLength(1)
})
