// @vitest-environment node
import * as v from 'valibot'

import { analysisSchema, analysisSummarySchema } from './analysis'

const summary = (id: string, more: object = {}) => ({
  id,
  analysisType: 'QUESTION',
  status: 'COMPLETED',
  ...more,
})

test('reads follow-ups at any depth, missing or null children as none', () => {
  const tree = summary('a', {
    analysisType: 'REPORT',
    children: [
      summary('b', {
        children: [summary('c', { children: [summary('d')] })],
      }),
      summary('e', { children: null }),
    ],
  })
  expect(v.parse(analysisSummarySchema, tree)).toStrictEqual({
    id: 'a',
    analysisType: 'REPORT',
    status: 'COMPLETED',
    children: [
      {
        id: 'b',
        analysisType: 'QUESTION',
        status: 'COMPLETED',
        children: [
          {
            id: 'c',
            analysisType: 'QUESTION',
            status: 'COMPLETED',
            children: [
              {
                id: 'd',
                analysisType: 'QUESTION',
                status: 'COMPLETED',
                children: [],
              },
            ],
          },
        ],
      },
      {
        id: 'e',
        analysisType: 'QUESTION',
        status: 'COMPLETED',
        children: [],
      },
    ],
  })
})

test.each([
  ['an unknown status', { status: 'DONE' }],
  ['an unknown type', { analysisType: 'SUMMARY' }],
  ['no id', { id: undefined }],
  ['children that are not a list', { children: 'b' }],
])('rejects a follow-up three levels down with %s', (_, broken) => {
  const tree = summary('a', {
    children: [summary('b', { children: [summary('c', broken)] })],
  })
  expect(v.safeParse(analysisSummarySchema, tree).success).toBe(false)
})

test('reads a bare analysis: lists and bibliography empty', () => {
  expect(
    v.parse(analysisSchema, { id: 'ana_1', status: 'PENDING' }),
  ).toStrictEqual({
    id: 'ana_1',
    status: 'PENDING',
    bibliography: {},
    furtherQuestions: [],
    userQuestions: [],
  })
  expect(
    v.parse(analysisSchema, {
      id: 'ana_1',
      status: 'PENDING',
      title: null,
      analysisType: null,
      bibliography: null,
      furtherQuestions: null,
      userQuestions: null,
    }),
  ).toStrictEqual({
    id: 'ana_1',
    status: 'PENDING',
    title: null,
    analysisType: null,
    bibliography: {},
    furtherQuestions: [],
    userQuestions: [],
  })
})

test('reads a complete report and drops fields the app does not know', () => {
  const analysis = v.parse(analysisSchema, {
    id: 'ana_1',
    title: 'Thyroid report',
    analysisType: 'REPORT',
    status: 'SUCCESS',
    content: 'Levothyroxine [1].',
    bibliography: { 1: { title: 'A trial', authors: 'Smith J' } },
    furtherQuestions: ['What dose?'],
    userQuestions: [{ id: 'q_1', title: 'Side effects?', answer: '' }],
    internalScore: 0.3,
  })
  expect(analysis).not.toHaveProperty('internalScore')
  expect(analysis.bibliography[1]).toStrictEqual({
    title: 'A trial',
    authors: ['Smith J'],
    citedChunks: {},
  })
  expect(analysis.userQuestions).toStrictEqual([
    { id: 'q_1', title: 'Side effects?' },
  ])
})

test.each([
  ['an unknown status', { status: 'DONE' }],
  ['no status', { status: undefined }],
  ['a list for a bibliography', { bibliography: [] }],
  ['a follow-up question that is not text', { furtherQuestions: [1] }],
  ['a user question without id', { userQuestions: [{ title: 'a' }] }],
])('rejects an analysis with %s', (_, broken) => {
  const input = { id: 'ana_1', status: 'PENDING', ...broken }
  expect(v.safeParse(analysisSchema, input).success).toBe(false)
})
