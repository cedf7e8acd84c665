import { matchPath } from 'react-router-dom'

import { routePatterns } from '@/lib/paths'

import { matchesPattern } from './route-code'

const PATHS = [
  '/report/analyses/ana_1',
  '/report/analyses/ana_1/',
  '/report/analyses/ana%201',
  '/report/analyses',
  '/report/analyses/',
  '/report/analyses/ana_1/extra',
  '/report/other/ana_1',
  '/project/prj_1',
  '/',
]

test.each(PATHS)(
  '%s matches the report’s pattern exactly where the router says so',
  (path) => {
    expect(matchesPattern(routePatterns.AnalysisReportDetail, path)).toBe(
      matchPath(routePatterns.AnalysisReportDetail, path) !== null,
    )
  },
)

test('a report’s address matches, others do not', () => {
  const matches = PATHS.filter((path) =>
    matchesPattern(routePatterns.AnalysisReportDetail, path),
  )
  expect(matches).toEqual([
    '/report/analyses/ana_1',
    '/report/analyses/ana_1/',
    '/report/analyses/ana%201',
  ])
})
