// @vitest-environment node
import { getInitials } from './initials'

test('uses the first letters of the first and last word of the name', () => {
  expect(getInitials({ name: 'Demo User' })).toBe('DU')
  expect(getInitials({ name: '  mary ann   lee ' })).toBe('ML')
})

test('uses two letters of a one-word name', () => {
  expect(getInitials({ name: 'Cher', email: 'c@example.com' })).toBe('CH')
  expect(getInitials({ name: 'J' })).toBe('J')
})

test('falls back to the first letter of the email, then U', () => {
  expect(getInitials({ name: '  ', email: 'demo@example.com' })).toBe('D')
  expect(getInitials({ email: 'zoe@example.com' })).toBe('Z')
  expect(getInitials({})).toBe('U')
  expect(getInitials(null)).toBe('U')
})
