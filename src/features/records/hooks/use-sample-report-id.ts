import { useQuery } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import type { DemoProjects } from '@/types/project'
import { sortNewestFirst } from '@/utils/sort-by-date'

function firstPotsReportId(demo: DemoProjects): string | null {
  const project = demo.demo_projects.find((p) => p.name === 'Example: POTS')
  const reports = (project?.analyses ?? []).filter(
    (analysis) => analysis.analysisType === 'REPORT',
  )
  return (
    sortNewestFirst(reports, (report) => report.createdAt).at(-1)?.id ?? null
  )
}

/** The first report of 'Example: POTS'. */
export function useSampleReportId(): string | null {
  return (
    useQuery({ ...projectQueries.demo(), select: firstPotsReportId }).data ??
    null
  )
}
