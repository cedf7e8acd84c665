import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

import {
  clearQuestionInFlight,
  markQuestionInFlight,
  newQuestionId,
  questionIdsAskedAs,
  readQuestionInFlight,
} from './question-in-flight'

const question = (
  id: string,
  title: string,
  children: AnalysisSummary[] = [],
): AnalysisSummary => ({
  id,
  analysisType: 'QUESTION',
  status: 'PENDING',
  title,
  children,
})

const SELENIUM = 'Does selenium help?'

const project: Project = {
  id: 'prj_1',
  name: 'Thyroid',
  isActive: true,
  records: [],
  analyses: [
    {
      id: 'rep_1',
      analysisType: 'REPORT',
      status: 'COMPLETED',
      title: 'Thyroid Health Report',
      children: [
        question('ana_1', SELENIUM, [question('ana_2', `  ${SELENIUM} `)]),
      ],
    },
    question('ana_3', SELENIUM),
  ],
}

test('a question counts as asked in the same words, trimmed, on the same parent, at any depth', () => {
  expect(questionIdsAskedAs(project, { question: SELENIUM })).toEqual(['ana_3'])
  expect(
    questionIdsAskedAs(project, {
      question: ` ${SELENIUM}`,
      parentAnalysisId: 'rep_1',
    }),
  ).toEqual(['ana_1'])
  expect(
    questionIdsAskedAs(project, {
      question: SELENIUM,
      parentAnalysisId: 'ana_1',
    }),
  ).toEqual(['ana_2'])
  expect(
    questionIdsAskedAs(project, { question: 'Does iodine help?' }),
  ).toEqual([])
})

test('the new question is one the project did not hold earlier', () => {
  const asked = { question: SELENIUM }
  expect(newQuestionId(project, asked, [])).toBe('ana_3')
  expect(newQuestionId(project, asked, ['ana_3'])).toBeUndefined()
})

test('a marked question reads back until cleared; an unreadable mark reads as none', () => {
  const draftKey = 'draft:user_1:pat_1:question'
  const marked = {
    question: SELENIUM,
    parentAnalysisId: null,
    projectId: 'prj_1',
    earlier: ['ana_3'],
  }
  markQuestionInFlight(draftKey, marked)
  expect(readQuestionInFlight(draftKey)).toEqual(marked)
  expect(readQuestionInFlight('draft:user_1:pat_2:question')).toBeNull()
  clearQuestionInFlight(draftKey)
  expect(readQuestionInFlight(draftKey)).toBeNull()

  sessionStorage.setItem(`${draftKey}:sending`, '{"question": 3}')
  expect(readQuestionInFlight(draftKey)).toBeNull()
})
