/**
 * A question typed in a draft is marked in session storage, beside that
 * draft, from its sending until the API answers. A page reloaded or closed
 * meanwhile (or sent to sign in again) loses that answer while the question
 * may have been created all the same; the mark lets the form tell, once
 * back, whether the project holds it, so that it is not asked twice.
 *
 * A question counts as the one sent when it is in the same words, on the
 * same parent, and was not in the project before it was sent: the same
 * question may well have been asked there before.
 */
import * as v from 'valibot'

import { jsonEntries, sessionStore } from '@/lib/storage'
import type { AnalysisSummary } from '@/types/analysis'
import type { Project } from '@/types/project'

/** A question as asked: its words, and the analysis it is asked on (none: a new question). */
export interface AskedAs {
  question: string
  parentAnalysisId?: string | null
}

const questionInFlightSchema = v.object({
  question: v.string(),
  parentAnalysisId: v.nullable(v.string()),
  projectId: v.string(),
  /** The project's questions asked in these words on that parent before. */
  earlier: v.array(v.string()),
})

export type QuestionInFlight = v.InferOutput<typeof questionInFlightSchema>

const marks = jsonEntries(sessionStore, questionInFlightSchema)

/** The mark of a draft's question goes with its drafts (on logout). */
const markKey = (draftKey: string) => `${draftKey}:sending`

export const markQuestionInFlight = (
  draftKey: string,
  question: QuestionInFlight,
) => marks.write(markKey(draftKey), question)

export const clearQuestionInFlight = (draftKey: string) =>
  marks.remove(markKey(draftKey))

/** The question marked as sent from this draft; null when none is, or the mark is unreadable. */
export const readQuestionInFlight = (draftKey: string) =>
  marks.read(markKey(draftKey))

/** The ids of the project's questions, at any depth, asked in these words on that parent. */
export function questionIdsAskedAs(
  project: Project,
  { question, parentAnalysisId }: AskedAs,
): string[] {
  const words = question.trim()
  const walk = (
    analyses: readonly AnalysisSummary[],
    parentId: string | null,
  ): string[] =>
    analyses.flatMap((analysis) => [
      ...(analysis.analysisType === 'QUESTION' &&
      (analysis.title ?? '').trim() === words &&
      (analysis.parentAnalysisId ?? parentId) === (parentAnalysisId ?? null)
        ? [analysis.id]
        : []),
      ...walk(analysis.children, analysis.id),
    ])
  return walk(project.analyses, null)
}

/** The question asked as `asked` that the project holds and did not hold `earlier`. */
export const newQuestionId = (
  project: Project,
  asked: AskedAs,
  earlier: readonly string[],
): string | undefined =>
  questionIdsAskedAs(project, asked).find((id) => !earlier.includes(id))
