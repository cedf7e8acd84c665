import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

/** The questions of a project at any depth, each with the analysis it was asked on. */
function questionsIn(
  analyses: readonly AnalysisSummary[],
  parentId: string | null = null,
): { id: string; title: string; parentId: string | null }[] {
  return analyses.flatMap((analysis) => [
    ...(analysis.analysisType === 'QUESTION'
      ? [
          {
            id: analysis.id,
            title: (analysis.title ?? '').trim(),
            parentId: analysis.parentAnalysisId ?? parentId,
          },
        ]
      : []),
    ...questionsIn(analysis.children, analysis.id),
  ])
}

/**
 * The id of a question in `project` asked in these words on that parent,
 * that the project did not hold `before`.
 */
export function findSentQuestion(
  before: Project,
  project: Project,
  {
    question,
    parentAnalysisId,
  }: { question: string; parentAnalysisId?: string | null },
): string | undefined {
  const known = new Set(questionsIn(before.analyses).map((q) => q.id))
  return questionsIn(project.analyses).find(
    (q) =>
      !known.has(q.id) &&
      q.title === question.trim() &&
      q.parentId === (parentAnalysisId ?? null),
  )?.id
}

/** The id of a report in `project` that the project did not hold `before`. */
export function findSentReport(
  before: Project,
  project: Project,
): string | undefined {
  const known = new Set(before.analyses.map((analysis) => analysis.id))
  return project.analyses.find(
    (analysis) => analysis.analysisType === 'REPORT' && !known.has(analysis.id),
  )?.id
}
