import { formatProjectDate } from './project-date'

test('the last update reads like "Mar 3rd, 2025"', () => {
  expect(
    formatProjectDate({
      createdAt: '2025-01-01T12:00:00Z',
      updatedAt: '2025-03-03T12:00:00Z',
    }),
  ).toBe('Mar 3rd, 2025')
  expect(
    formatProjectDate({ createdAt: '2024-11-22T12:00:00Z', updatedAt: null }),
  ).toBe('Nov 22nd, 2024')
})

test('no date, or an unreadable one, gives nothing to show', () => {
  expect(formatProjectDate({ createdAt: null, updatedAt: null })).toBeNull()
  expect(
    formatProjectDate({ createdAt: null, updatedAt: 'not a date' }),
  ).toBeNull()
})
