import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

export interface AnalysisLocation {
  project: Project
  /** From the top-level analysis down to the one looked for. */
  path: AnalysisSummary[]
}

function pathTo(
  analyses: readonly AnalysisSummary[],
  analysisId: string,
): AnalysisSummary[] | null {
  for (const analysis of analyses) {
    if (analysis.id === analysisId) return [analysis]
    const below = pathTo(analysis.children, analysisId)
    if (below) return [analysis, ...below]
  }
  return null
}

export function locateAnalysis(
  projects: Iterable<Project>,
  analysisId: string,
): AnalysisLocation | null {
  for (const project of projects) {
    const path = pathTo(project.analyses, analysisId)
    if (path) return { project, path }
  }
  return null
}
