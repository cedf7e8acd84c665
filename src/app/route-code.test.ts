// @vitest-environment node
import { matchRoutes } from 'react-router-dom'

import { routePatterns } from '@/lib/paths'

import { matchPattern } from './route-code'

const PATHS = [
  '/report/analyses/ana_1',
  '/report/analyses/ana_1/',
  '/report/analyses/ana%201',
  '/report/analyses/ana%2F1',
  '/report/analyses/ana%E0%A41',
  '/report/analyses',
  '/report/analyses/',
  '/report/analyses/ana_1/extra',
  '/report/other/ana_1',
  '/project/prj_1',
  '/',
]

/** The parameters the router reads from `path` for the report's route, or null. */
const routerParams = (path: string) =>
  matchRoutes([{ path: routePatterns.AnalysisReportDetail }], path)?.[0]
    ?.params ?? null

test.each(PATHS)(
  '%s matches the report’s pattern, with the same id, exactly where the router says so',
  (path) => {
    expect(matchPattern(routePatterns.AnalysisReportDetail, path)).toEqual(
      routerParams(path),
    )
  },
)

test('a report’s address matches, with its id decoded; others do not', () => {
  const matches = PATHS.map((path) =>
    matchPattern(routePatterns.AnalysisReportDetail, path),
  ).filter(Boolean)
  expect(matches).toEqual([
    { id: 'ana_1' },
    { id: 'ana_1' },
    { id: 'ana 1' },
    { id: 'ana/1' },
    { id: 'ana%E0%A41' },
  ])
})
