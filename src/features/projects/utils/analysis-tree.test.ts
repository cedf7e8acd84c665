// @vitest-environment node
import type { AnalysisSummary } from '@/types/analysis'

import { orderAnalyses, orderChildren, revealReports } from './analysis-tree'

const analysis = (
  id: string,
  analysisType: 'REPORT' | 'QUESTION',
  createdAt: string | null,
): AnalysisSummary => ({
  id,
  analysisType,
  status: 'COMPLETED',
  createdAt,
  title: id,
  children: [],
})

const ids = (analyses: readonly AnalysisSummary[]) => analyses.map((a) => a.id)

test('reports come first, then questions, each newest first', () => {
  const analyses = [
    analysis('q-old', 'QUESTION', '2025-01-01T10:00:00Z'),
    analysis('r-old', 'REPORT', '2025-01-02T10:00:00Z'),
    analysis('q-new', 'QUESTION', '2025-03-01T10:00:00Z'),
    analysis('r-new', 'REPORT', '2025-02-01T10:00:00Z'),
    analysis('r-undated', 'REPORT', null),
  ]
  expect(ids(orderAnalyses(analyses))).toEqual([
    'r-new',
    'r-old',
    'r-undated',
    'q-new',
    'q-old',
  ])
})

test('follow-ups are listed newest first', () => {
  expect(
    ids(
      orderChildren([
        analysis('a', 'QUESTION', '2025-01-01T10:00:00Z'),
        analysis('b', 'QUESTION', '2025-01-03T10:00:00Z'),
      ]),
    ),
  ).toEqual(['b', 'a'])
})

test('a walkthrough reveals reports in creation order and keeps questions', () => {
  const analyses = [
    analysis('r3', 'REPORT', '2025-01-03T10:00:00Z'),
    analysis('r1', 'REPORT', '2025-01-01T10:00:00Z'),
    analysis('q', 'QUESTION', '2025-01-05T10:00:00Z'),
    analysis('r2', 'REPORT', '2025-01-02T10:00:00Z'),
  ]
  expect(revealReports(analyses, 2)).toEqual({
    shown: [analyses[1], analyses[2], analyses[3]],
    hiddenCount: 1,
  })
  expect(revealReports(analyses, 0).hiddenCount).toBe(3)
  expect(revealReports(analyses, 3).hiddenCount).toBe(0)
  expect(revealReports(analyses, null)).toEqual({
    shown: analyses,
    hiddenCount: 0,
  })
})
