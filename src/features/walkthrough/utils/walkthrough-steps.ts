import type { Project } from '@/types/project'
import { displayTitle } from '@/utils/display-title'
import { sortNewestFirst } from '@/utils/sort-by-date'

/** The two guided tours, named as their local storage flags name them (SPEC.md §3). */
export type WalkthroughType = 'pots' | 'mammogram'

export const WALKTHROUGH_PROJECT_NAMES: Record<WalkthroughType, string> = {
  pots: 'Example: POTS',
  mammogram: 'Example: Breast Cancer',
}

/** POTS first (SPEC.md §4). */
export const WALKTHROUGH_ORDER: readonly WalkthroughType[] = [
  'pots',
  'mammogram',
]

export const SEEN_KEYS: Record<WalkthroughType, string> = {
  pots: 'walkthrough_seen_pots',
  mammogram: 'walkthrough_seen_mammogram',
}

/** SPEC.md §4: four report steps per example. */
export const REPORT_STEP_COUNT = 4

export interface WalkthroughStep {
  id: string
  title: string
  content: string
  isIntro?: boolean
  isFinal?: boolean
  /** Position of the report among the project's reports, oldest first. */
  reportIndex?: number
  /** The report this step opens. */
  analysisId?: string
}

export function walkthroughTypeOf(
  projectName: string | null | undefined,
): WalkthroughType | null {
  return (
    WALKTHROUGH_ORDER.find(
      (type) => WALKTHROUGH_PROJECT_NAMES[type] === projectName,
    ) ?? null
  )
}

/** The example project's reports in creation order. */
export function reportsInCreationOrder(project: Project) {
  return sortNewestFirst(
    project.analyses.filter((analysis) => analysis.analysisType === 'REPORT'),
    (analysis) => analysis.createdAt,
  ).reverse()
}

/**
 * SPEC.md §4: an intro 'View a Sample Project', one step per report in
 * creation order ('The First Report', then 'Report n: {title}'), and a final
 * 'Try It Yourself'.
 */
export function buildSteps(project: Project): WalkthroughStep[] {
  const reports = reportsInCreationOrder(project).slice(0, REPORT_STEP_COUNT)
  return [
    {
      id: 'intro',
      title: 'View a Sample Project',
      content: `${project.name} is a sample research project. Follow its reports in the order they were made to see how research builds up over time.`,
      isIntro: true,
    },
    ...reports.map((report, index) => ({
      id: `report-${report.id}`,
      title:
        index === 0
          ? 'The First Report'
          : `Report ${index + 1}: ${displayTitle(report.title)}`,
      content:
        index === 0
          ? 'Each report answers in plain language and cites the scientific papers behind it. Select a numbered citation to read the excerpt it comes from.'
          : 'Each new report builds on the records and questions of the project. Ask a follow-up question at the bottom of any report.',
      reportIndex: index,
      analysisId: report.id,
    })),
    {
      id: 'final',
      title: 'Try It Yourself',
      content:
        'Ask your own health question, or add your medical records to get a report about you. Your research stays in your own projects.',
      isFinal: true,
    },
  ]
}

/** How many of the example's reports the tree shows at a step: they appear one by one. */
export function revealedReportCount(
  steps: readonly WalkthroughStep[],
  stepIndex: number,
): number {
  const step = steps[stepIndex]
  if (!step || step.isFinal) return REPORT_STEP_COUNT
  return step.reportIndex === undefined ? 0 : step.reportIndex + 1
}

/** SPEC.md §4: the tour starts by itself only when an example exists and no tour has been seen. */
export function chooseAutoStart(
  projects: readonly Project[],
  isSeen: (type: WalkthroughType) => boolean,
): { type: WalkthroughType; project: Project } | null {
  if (WALKTHROUGH_ORDER.some(isSeen)) return null
  for (const type of WALKTHROUGH_ORDER) {
    const project = projects.find(
      (p) => p.name === WALKTHROUGH_PROJECT_NAMES[type],
    )
    if (project) return { type, project }
  }
  return null
}
