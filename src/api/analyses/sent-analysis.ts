import type { QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { getProject } from '@/api/projects/requests'
import { mayHaveBeenApplied } from '@/lib/http-client'
import type { CreatedId } from '@/types/analysis'
import type { Project } from '@/types/project'

import type * as findSent from './find-sent-analysis'
import { createQuestion, createReport } from './requests'

type Lookup = typeof findSent

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
 * Sends a request that creates an analysis (`create`). When its answer is
 * lost on the way, the API may have created it all the same: the project
 * is read once for it (`find`, among the analyses it did not hold before),
 * so that an analysis the API kept is not reported failed, and then asked
 * for twice. Without the project as it was before, nothing can be told
 * apart, and the failure stands.
 */
async function sendAnalysis(
  queryClient: QueryClient,
  projectId: string | null,
  create: () => Promise<CreatedId>,
  find: (
    lookup: Lookup,
    before: Project,
    project: Project,
  ) => string | undefined,
): Promise<CreatedId> {
  const before = projectId ? knownProject(queryClient, projectId) : undefined
  try {
    return await create()
  } catch (error) {
    if (!projectId || !before || !mayHaveBeenApplied(error)) throw error
    // Rarely needed: its code comes only now (and not at all offline).
    const [project, lookup] = await Promise.all([
      getProject(projectId),
      import('./find-sent-analysis'),
    ]).catch(() => [null, null] as const)
    const id = project && lookup && find(lookup, before, project)
    if (!id) throw error
    return { id }
  }
}

/** A question (`sendAnalysis`): found in the same words, on the same parent. */
export const sendQuestion = (
  queryClient: QueryClient,
  projectId: string | null,
  body: QuestionBody,
) =>
  sendAnalysis(
    queryClient,
    projectId,
    () => createQuestion(projectId, body),
    (lookup, before, project) => lookup.findSentQuestion(before, project, body),
  )

/** A report (`sendAnalysis`): found as a report the project did not hold. */
export const sendReport = (
  queryClient: QueryClient,
  projectId: string,
  input: { patientProjectId: string; recordIds: string[] },
) =>
  sendAnalysis(
    queryClient,
    projectId,
    () => createReport(projectId, input),
    (lookup, before, project) => lookup.findSentReport(before, project),
  )
