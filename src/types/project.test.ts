// @vitest-environment node
import * as v from 'valibot'

import { demoProjectsSchema, projectSchema } from './project'

test('reads a bare project: active, no records, no analyses', () => {
  expect(v.parse(projectSchema, { id: 'p_1', name: 'Thyroid' })).toStrictEqual({
    id: 'p_1',
    name: 'Thyroid',
    isActive: true,
    records: [],
    analyses: [],
  })
  expect(
    v.parse(projectSchema, {
      id: 'p_1',
      name: 'Thyroid',
      isActive: null,
      records: null,
      analyses: null,
      patientId: null,
    }),
  ).toStrictEqual({
    id: 'p_1',
    name: 'Thyroid',
    isActive: true,
    patientId: null,
    records: [],
    analyses: [],
  })
})

test('keeps an inactive project inactive', () => {
  expect(
    v.parse(projectSchema, { id: 'p_1', name: 'Thyroid', isActive: false })
      .isActive,
  ).toBe(false)
})

test('reads the analysis tree of a project', () => {
  const project = v.parse(projectSchema, {
    id: 'p_1',
    name: 'Thyroid',
    analyses: [
      {
        id: 'a',
        analysisType: 'REPORT',
        status: 'COMPLETED',
        children: [{ id: 'b', analysisType: 'QUESTION', status: 'PENDING' }],
      },
    ],
  })
  expect(project.analyses[0]?.children[0]?.children).toStrictEqual([])
})

test.each([
  ['no name', { id: 'p_1' }],
  ['a text for isActive', { id: 'p_1', name: 'T', isActive: 'yes' }],
  ['a record id that is not text', { id: 'p_1', name: 'T', records: [1] }],
  [
    'a follow-up of an unknown type',
    {
      id: 'p_1',
      name: 'T',
      analyses: [
        {
          id: 'a',
          analysisType: 'REPORT',
          status: 'COMPLETED',
          children: [{ id: 'b', analysisType: 'NOTE', status: 'PENDING' }],
        },
      ],
    },
  ],
])('rejects a project with %s', (_, input) => {
  expect(v.safeParse(projectSchema, input).success).toBe(false)
})

test('demo projects need their list', () => {
  expect(
    v.parse(demoProjectsSchema, {
      demo_projects: [{ id: 'p_1', name: 'Thyroid' }],
      patient_id: 'pat_1',
    }).demo_projects[0]?.isActive,
  ).toBe(true)
  expect(v.safeParse(demoProjectsSchema, { patient_id: 'x' }).success).toBe(
    false,
  )
})
