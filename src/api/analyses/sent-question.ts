import type { QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { getProject } from '@/api/projects/requests'
import { mayHaveBeenApplied } from '@/lib/http-client'
import type { AnalysisSummary, CreatedId } from '@/types/analysis'
import type { Project } from '@/types/project'

import { createQuestion } from './requests'

interface QuestionBody {
  question: string
  parentAnalysisId?: string | null
}

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

/** The project as this page knows it: its details, else its patient's list. */
function knownProject(queryClient: QueryClient, projectId: string) {
  const detail = queryClient.getQueryData(
    projectQueries.detail(projectId).queryKey,
  )
  if (detail) return detail
  for (const [, projects] of queryClient.getQueriesData<Project[]>({
    queryKey: projectQueries.lists(),
  })) {
    const listed = projects?.find((project) => project.id === projectId)
    if (listed) return listed
  }
  return undefined
}

/** The ids of the questions in a project; null when it is not known. */
const questionIdsIn = (
  project: Project | undefined,
): ReadonlySet<string> | null =>
  project ? new Set(questionsIn(project.analyses).map((q) => q.id)) : null

/** A question in the project asked in these words on that parent, and not among `known`. */
function findNewQuestion(
  project: Project,
  { question, parentAnalysisId }: QuestionBody,
  known: ReadonlySet<string>,
): string | undefined {
  return questionsIn(project.analyses).find(
    (q) =>
      !known.has(q.id) &&
      q.title === question.trim() &&
      q.parentId === (parentAnalysisId ?? null),
  )?.id
}

/**
 * Sends a question. When its answer is lost on the way, the API may have
 * created it all the same: the project is read once for a question in the
 * same words, on the same parent, that it did not hold before, so that a
 * question the API kept is not reported failed, and then asked twice.
 * Without the project as it was before, nothing can be told apart, and the
 * failure stands.
 */
export async function sendQuestion(
  queryClient: QueryClient,
  projectId: string | null,
  body: QuestionBody,
): Promise<CreatedId> {
  const known = projectId
    ? questionIdsIn(knownProject(queryClient, projectId))
    : null
  try {
    return await createQuestion(projectId, body)
  } catch (error) {
    if (!projectId || !known || !mayHaveBeenApplied(error)) throw error
    const project = await getProject(projectId).catch(() => null)
    const id = project && findNewQuestion(project, body, known)
    if (!id) throw error
    return { id }
  }
}
