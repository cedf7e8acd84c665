import { useQueryClient } from '@tanstack/react-query'

import {
  analysisWrites,
  questionsAskedAs,
  type AskedQuestion,
  type NewQuestion,
} from '@/api/analyses/mutations'
import { useWrite, type DraftSent } from '@/api/outbox'
import { projectQueries } from '@/api/projects/queries'
import { getActiveSelection } from '@/stores/active-selection-store'

export interface AskTarget {
  /** The analysis a follow-up is asked on; none for a new question. */
  parentAnalysisId: string | null
  /** Where it goes first: the parent's project, or the route's. */
  projectId: string | null | undefined
  /** Then the project of the analysis on screen. */
  mainProjectId?: string | null
}

/**
 * Asks questions about `target` from one form (a question bar, a panel's
 * suggestions, 'Ask again'): each question asked is one operation, made
 * once however often it is pressed; after a reload, one typed in the
 * same `draft` is looked for first. The project is taken in order from
 * the target, the analysis on screen and the active project.
 */
export function useAsk(
  target: AskTarget,
  draft?: DraftSent,
  /** Each question asked is an operation of its own (false: one for the form's life). */
  isOnePerQuestion = true,
) {
  const queryClient = useQueryClient()
  const write = useWrite<NewQuestion, AskedQuestion>(analysisWrites.ask, {
    draft,
  })
  const ask = (question: string, onAsked?: (asked: AskedQuestion) => void) => {
    const projectId =
      target.projectId ||
      target.mainProjectId ||
      getActiveSelection().projectId ||
      null
    const asked = {
      question: question.trim(),
      parentAnalysisId: target.parentAnalysisId,
    }
    write.send(
      {
        ...asked,
        projectId,
        listed: projectId
          ? questionsAskedAs(
              queryClient.getQueryData(
                projectQueries.detail(projectId).queryKey,
              ),
              asked,
            )
          : undefined,
      },
      {
        onSuccess: (answer) => {
          // The next question asked here is another one.
          if (isOnePerQuestion) write.renew()
          onAsked?.(answer)
        },
      },
    )
  }
  return { ...write, ask }
}
