import { readingBlocks, spokenText } from './reading-blocks'

const MARKER = 'button[data-citation-key]'
const reference = (number: string) => `reference ${number}`

function content(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

// A loose list's item says nothing of its own: its paragraphs do.
const read = (root: HTMLElement) =>
  readingBlocks(root)
    .map((block) => spokenText(block, MARKER, reference))
    .filter(Boolean)

test('headings, paragraphs, list items and table rows are read in the order they come', () => {
  const root = content(`
    <h2>Summary</h2>
    <p>First paragraph.</p>
    <ul><li>One</li><li>Two</li></ul>
    <div><table>
      <thead><tr><th>Test</th><th>Your result</th></tr></thead>
      <tbody><tr><td>TSH</td><td>6.8 mIU/L</td></tr></tbody>
    </table></div>
    <h3>Taking it well</h3>
    <ol><li><p>Loose item.</p></li></ol>
    <blockquote><p>Quoted.</p></blockquote>
  `)
  expect(read(root)).toEqual([
    'Summary',
    'First paragraph.',
    'One',
    'Two',
    'Test, Your result',
    'TSH, 6.8 mIU/L',
    'Taking it well',
    'Loose item.',
    'Quoted.',
  ])
})

test('a list item with a list inside says its own words, then each item inside', () => {
  const root = content(
    '<ul><li>Outer <strong>bold</strong><ul><li>Inner</li></ul></li></ul>',
  )
  expect(read(root)).toEqual(['Outer bold', 'Inner'])
})

test('citation markers are read as "reference N", one after another with a pause', () => {
  const root = content(`<p>It is more common in type 1 diabetes
    <button data-citation-key="1-abstract-1" aria-label="Referencia 1">1</button>.
    Higher <button data-citation-key="2-abstract-1">2</button><button data-citation-key="3-abstract-2" data-follows="">3</button> in trials.</p>`)
  expect(read(root)).toEqual([
    'It is more common in type 1 diabetes reference 1. Higher reference 2, reference 3 in trials.',
  ])
})

test('words only for screen readers and what is hidden are not read', () => {
  const root =
    content(`<p>See <a href="https://example.org">the guide <span class="visually-hidden">(opens in a new tab)</span></a> today.</p>
    <p hidden>Hidden paragraph</p>
    <div role="tooltip"><p>Reference 1: a title</p></div>`)
  expect(read(root)).toEqual(['See the guide today.'])
})
