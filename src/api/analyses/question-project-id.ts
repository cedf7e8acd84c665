import { RequestNotSentError } from '@/lib/http-client'

const NO_PROJECT_ID_MESSAGE =
  'No project ID available - check parent analysis or active project'

export interface QuestionProjectSources {
  /** A project chosen for this question explicitly (e.g. the route's). */
  explicit?: string | null
  /** The project of the analysis a follow-up is asked on. */
  parentAnalysisProjectId?: string | null
  /** The project of the analysis on screen. */
  activeAnalysisProjectId?: string | null
  activeProjectId?: string | null
}

/**
 * The project a new question is created in, taken in order from the
 * explicit id, the parent analysis's project, the active analysis's project
 * and the active project. Throws `NO_PROJECT_ID_MESSAGE` when none is known.
 */
export function resolveQuestionProjectId(
  sources: QuestionProjectSources,
): string {
  const projectId =
    sources.explicit ||
    sources.parentAnalysisProjectId ||
    sources.activeAnalysisProjectId ||
    sources.activeProjectId
  if (!projectId) throw new RequestNotSentError(NO_PROJECT_ID_MESSAGE)
  return projectId
}
