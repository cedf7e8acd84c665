// @vitest-environment node
import { canSubmitNote, noteContentError } from './note-validation'

const text = (length: number) => 'a'.repeat(length)

test('content is 25 to 12500 characters, with its messages', () => {
  expect(noteContentError('')).toBe('Content must be at least 25 characters')
  expect(noteContentError(text(24))).toBe(
    'Content must be at least 25 characters',
  )
  expect(noteContentError(`   ${text(22)}   `)).toBe(
    'Content must be at least 25 characters',
  )
  expect(noteContentError(text(25))).toBeNull()
  expect(noteContentError(text(12_500))).toBeNull()
  expect(noteContentError(text(12_501))).toBe(
    'Content must be less than 12500 characters',
  )
})

test('a note can be sent only with a name and content within bounds', () => {
  expect(canSubmitNote('Blood test', text(25))).toBe(true)
  expect(canSubmitNote('  ', text(25))).toBe(false)
  expect(canSubmitNote('Blood test', text(24))).toBe(false)
  expect(canSubmitNote('Blood test', text(12_501))).toBe(false)
})
