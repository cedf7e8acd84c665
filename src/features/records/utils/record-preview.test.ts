// @vitest-environment node
import { recordTitle, safeThumbnailUrl, textExcerpt } from './record-preview'

test('only http and https thumbnails are shown', () => {
  expect(safeThumbnailUrl('https://cdn.example/t.png')).toBe(
    'https://cdn.example/t.png',
  )
  expect(safeThumbnailUrl('http://cdn.example/t.png')).toBe(
    'http://cdn.example/t.png',
  )
  expect(safeThumbnailUrl('javascript:alert(1)')).toBeNull()
  expect(safeThumbnailUrl('data:image/png;base64,AAAA')).toBeNull()
  expect(safeThumbnailUrl('/relative.png')).toBeNull()
  expect(safeThumbnailUrl(null)).toBeNull()
})

test('an excerpt keeps short text and cuts long text at a word', () => {
  expect(textExcerpt('  Short note.  ')).toBe('Short note.')
  expect(textExcerpt(null)).toBe('')
  expect(textExcerpt('one two three four five', 12)).toBe('one two…')
})

test('an empty title reads as Untitled record', () => {
  expect(recordTitle({ title: ' ' })).toBe('Untitled record')
  expect(recordTitle({ title: 'Blood test' })).toBe('Blood test')
})
