// @vitest-environment node
import type { Analysis } from '@/types/analysis'

import { keepAskedQuestions, withAskedQuestion } from './asked-question'

const parent: Analysis = {
  id: 'ana_1',
  title: 'Report',
  analysisType: 'REPORT',
  status: 'COMPLETED',
  content: 'x',
  bibliography: {},
  furtherQuestions: ['Is salt safe?', 'What about sleep?'],
  userQuestions: [{ id: 'ana_2', title: 'Earlier question' }],
}

test('the asked suggestion leaves furtherQuestions and joins userQuestions', () => {
  const next = withAskedQuestion(parent, {
    id: 'ana_3',
    title: ' Is salt safe? ',
  })
  expect(next.furtherQuestions).toEqual(['What about sleep?'])
  expect(next.userQuestions).toEqual([
    { id: 'ana_2', title: 'Earlier question' },
    { id: 'ana_3', title: 'Is salt safe?' },
  ])
  expect(parent.furtherQuestions).toHaveLength(2)
})

test('a typed question joins userQuestions once; suggestions stay', () => {
  const once = withAskedQuestion(parent, { id: 'ana_4', title: 'Typed' })
  const twice = withAskedQuestion(once, { id: 'ana_4', title: 'Typed' })
  expect(twice.furtherQuestions).toEqual(parent.furtherQuestions)
  expect(twice.userQuestions.map((q) => q.id)).toEqual(['ana_2', 'ana_4'])
})

test('a read that lags behind the write keeps the asked question asked', () => {
  const known = withAskedQuestion(parent, {
    id: 'ana_3',
    title: 'Is salt safe?',
  })
  // The API's read does not know the question yet: the old suggestions, no new entry.
  const lagging = { ...parent }
  const merged = keepAskedQuestions(known, lagging)
  expect(merged.furtherQuestions).toEqual(['What about sleep?'])
  expect(merged.userQuestions).toEqual([
    { id: 'ana_2', title: 'Earlier question' },
    { id: 'ana_3', title: 'Is salt safe?' },
  ])
})

test('a read that knows the question is taken as it is, unchanged parts kept', () => {
  const known = withAskedQuestion(parent, {
    id: 'ana_3',
    title: 'Is salt safe?',
  })
  const caughtUp = {
    ...parent,
    furtherQuestions: ['What about sleep?'],
    userQuestions: [
      { id: 'ana_2', title: 'Earlier question' },
      { id: 'ana_3', title: 'Is salt safe?' },
    ],
  }
  const merged = keepAskedQuestions(known, caughtUp)
  expect(merged).toEqual(caughtUp)
  expect(merged).toBe(known)
  expect(keepAskedQuestions(undefined, caughtUp)).toBe(caughtUp)
})
