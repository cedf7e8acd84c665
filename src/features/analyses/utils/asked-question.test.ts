import type { Analysis } from '@/types/analysis'

import { withAskedQuestion } from './asked-question'

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
