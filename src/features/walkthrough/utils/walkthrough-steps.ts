import type { Project } from '@/types/project'
import { sortNewestFirst } from '@/utils/sort-by-date'

/** The two guided tours, named as their local storage flags name them. */
export type WalkthroughType = 'pots' | 'mammogram'

// The API's names of the example projects, by which they are recognised.
const WALKTHROUGH_PROJECT_NAMES: Record<WalkthroughType, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a project name from the API
  pots: 'Example: POTS',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a project name from the API
  mammogram: 'Example: Breast Cancer',
}

const WALKTHROUGH_ORDER: readonly WalkthroughType[] = ['pots', 'mammogram']

export const SEEN_KEYS: Record<WalkthroughType, string> = {
  pots: 'walkthrough_seen_pots',
  mammogram: 'walkthrough_seen_mammogram',
}

const REPORT_STEP_COUNT = 4

/** A step of the tour; its words are the card's (`walkthrough-box.tsx`). */
export interface WalkthroughStep {
  id: string
  isIntro?: boolean
  isFinal?: boolean
  /** Position of the report among the project's reports, oldest first. */
  reportIndex?: number
  analysisId?: string
  reportTitle?: string | null
  /** The intro's: the example project it presents. */
  projectName?: string
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

export function buildSteps(project: Project): WalkthroughStep[] {
  const reports = sortNewestFirst(
    project.analyses.filter((analysis) => analysis.analysisType === 'REPORT'),
    (analysis) => analysis.createdAt,
  )
    .reverse()
    .slice(0, REPORT_STEP_COUNT)
  return [
    { id: 'intro', isIntro: true, projectName: project.name },
    ...reports.map((report, index) => ({
      id: `report-${report.id}`,
      reportIndex: index,
      analysisId: report.id,
      reportTitle: report.title,
    })),
    { id: 'final', isFinal: true },
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

/** The tour starts by itself only when an example exists and no tour has been seen. */
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
