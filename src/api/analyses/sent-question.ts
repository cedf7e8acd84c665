import type { QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { getProject } from '@/api/projects/requests'
import { mayHaveBeenApplied } from '@/lib/http-client'
import type { CreatedId } from '@/types/analysis'
import type { Project } from '@/types/project'

import { createQuestion } from './requests'

interface QuestionBody {
  question: string
  parentAnalysisId?: string | null
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
  const before = projectId ? knownProject(queryClient, projectId) : undefined
  try {
    return await createQuestion(projectId, body)
  } catch (error) {
    if (!projectId || !before || !mayHaveBeenApplied(error)) throw error
    // Rarely needed: its code comes only now (and not at all offline).
    const [project, lookup] = await Promise.all([
      getProject(projectId),
      import('./find-sent-question'),
    ]).catch(() => [null, null] as const)
    const id = project && lookup?.findSentQuestion(before, project, body)
    if (!id) throw error
    return { id }
  }
}
