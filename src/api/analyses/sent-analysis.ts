import type { QueryClient } from '@tanstack/react-query'

import { projectQueries } from '@/api/projects/queries'
import { getProject } from '@/api/projects/requests'
import { mayHaveBeenApplied, sentOrFound } from '@/lib/http-client'
import type { CreatedId } from '@/types/analysis'
import type { Project } from '@/types/project'

import {
  clearQuestionInFlight,
  markQuestionInFlight,
  newQuestionId,
  questionIdsAskedAs,
  readQuestionInFlight,
  type AskedAs,
} from './question-in-flight'
import { createQuestion, createReport } from './requests'

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
 * is read once for it (`find`, among the analyses it did not hold
 * `before`), so that an analysis the API kept is not reported failed, and
 * then asked for twice. Without the project as it was before, nothing can
 * be told apart, and the failure stands.
 */
async function sendAnalysis(
  projectId: string | null,
  before: Project | undefined,
  create: () => Promise<CreatedId>,
  find: (project: Project) => string | undefined,
): Promise<CreatedId> {
  return sentOrFound(create, async () => {
    if (!projectId || !before) return undefined
    const id = find(await getProject(projectId))
    return id ? { id } : undefined
  })
}

/**
 * The question marked as sent from this draft in these words, on this
 * parent, that the project now holds: its answer was lost, or its page
 * reloaded, before the project's reads had it.
 */
async function markedQuestionSent(
  draftKey: string,
  projectId: string,
  body: AskedAs,
): Promise<string | undefined> {
  const marked = readQuestionInFlight(draftKey)
  const isSame =
    marked?.projectId === projectId &&
    marked.question === body.question &&
    marked.parentAnalysisId === (body.parentAnalysisId ?? null)
  if (!marked || !isSame) return undefined
  const project = await getProject(projectId).catch(() => null)
  return project ? newQuestionId(project, body, marked.earlier) : undefined
}

/**
 * A question (`sendAnalysis`): found in the same words, on the same parent.
 * Typed in a draft (`draftKey`), it is marked as being sent until its answer
 * comes (see `question-in-flight.ts`), and a question marked before in the
 * same words is looked for first: asked again, it is not sent twice.
 */
export async function sendQuestion(
  queryClient: QueryClient,
  projectId: string | null,
  body: AskedAs,
  draftKey?: string | null,
): Promise<CreatedId> {
  const sentBefore =
    draftKey && projectId
      ? await markedQuestionSent(draftKey, projectId, body)
      : undefined
  if (sentBefore && draftKey) {
    clearQuestionInFlight(draftKey)
    return { id: sentBefore }
  }
  const before = projectId ? knownProject(queryClient, projectId) : undefined
  const earlier = before ? questionIdsAskedAs(before, body) : []
  const mark =
    draftKey && before
      ? {
          draftKey,
          question: {
            question: body.question,
            parentAnalysisId: body.parentAnalysisId ?? null,
            projectId: before.id,
            earlier,
          },
        }
      : null
  if (mark) markQuestionInFlight(mark.draftKey, mark.question)
  try {
    const sent = await sendAnalysis(
      projectId,
      before,
      () => createQuestion(projectId, body),
      (project) => newQuestionId(project, body, earlier),
    )
    if (mark) clearQuestionInFlight(mark.draftKey)
    return sent
  } catch (error) {
    // Perhaps created after all: the mark stays, for the project to tell.
    if (mark && !mayHaveBeenApplied(error)) clearQuestionInFlight(mark.draftKey)
    throw error
  }
}

/** A report (`sendAnalysis`): found as a report the project did not hold. */
export function sendReport(
  queryClient: QueryClient,
  projectId: string,
  input: { patientProjectId: string; recordIds: string[] },
) {
  const before = knownProject(queryClient, projectId)
  const known = new Set(before?.analyses.map((analysis) => analysis.id))
  return sendAnalysis(
    projectId,
    before,
    () => createReport(projectId, input),
    (project) =>
      project.analyses.find(
        (analysis) =>
          analysis.analysisType === 'REPORT' && !known.has(analysis.id),
      )?.id,
  )
}
