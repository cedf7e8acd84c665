// @vitest-environment node
import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

import { locateAnalysis } from './locate-analysis'

const summary = (
  id: string,
  children: AnalysisSummary[] = [],
  analysisType: AnalysisSummary['analysisType'] = 'QUESTION',
): AnalysisSummary => ({ id, analysisType, status: 'COMPLETED', children })

const project = (id: string, analyses: AnalysisSummary[]): Project => ({
  id,
  name: id,
  isActive: true,
  records: [],
  analyses,
})

const projects = [
  project('prj_1', [summary('ana_1', [], 'REPORT')]),
  project('prj_2', [
    summary(
      'ana_2',
      [summary('ana_3', [summary('ana_4')]), summary('ana_5')],
      'REPORT',
    ),
  ]),
]

test('a top-level analysis is found with its project', () => {
  const found = locateAnalysis(projects, 'ana_1')
  expect(found?.project.id).toBe('prj_1')
  expect(found?.path.map((a) => a.id)).toEqual(['ana_1'])
})

test('a nested follow-up is found with every ancestor, top first', () => {
  const found = locateAnalysis(projects, 'ana_4')
  expect(found?.project.id).toBe('prj_2')
  expect(found?.path.map((a) => a.id)).toEqual(['ana_2', 'ana_3', 'ana_4'])
  expect(locateAnalysis(projects, 'ana_5')?.path.map((a) => a.id)).toEqual([
    'ana_2',
    'ana_5',
  ])
})

test('an unknown analysis is not found', () => {
  expect(locateAnalysis(projects, 'ana_9')).toBeNull()
  expect(locateAnalysis([], 'ana_1')).toBeNull()
})
