// @vitest-environment node
import { RequestNotSentError } from '@/lib/http-client'

import { resolveQuestionProjectId } from './question-project-id'

const all = {
  explicit: 'explicit',
  parentAnalysisProjectId: 'parent',
  activeAnalysisProjectId: 'analysis',
  activeProjectId: 'active',
}

test('an explicit project id comes first', () => {
  expect(resolveQuestionProjectId(all)).toBe('explicit')
})

test("then the parent analysis's project", () => {
  expect(resolveQuestionProjectId({ ...all, explicit: null })).toBe('parent')
})

test("then the active analysis's project", () => {
  expect(
    resolveQuestionProjectId({
      ...all,
      explicit: undefined,
      parentAnalysisProjectId: '',
    }),
  ).toBe('analysis')
})

test('then the active project', () => {
  expect(resolveQuestionProjectId({ activeProjectId: 'active' })).toBe('active')
})

test('without any, the question cannot be sent', () => {
  const attempt = () =>
    resolveQuestionProjectId({
      explicit: null,
      parentAnalysisProjectId: undefined,
      activeAnalysisProjectId: '',
      activeProjectId: null,
    })
  expect(attempt).toThrow(RequestNotSentError)
  expect(attempt).toThrow(
    'No project ID available - check parent analysis or active project',
  )
})
