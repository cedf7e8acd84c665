import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { useIsQuestionBeingAsked } from '@/api/analyses/mutations'
import {
  clearQuestionInFlight,
  newQuestionId,
  readQuestionInFlight,
} from '@/api/analyses/question-in-flight'
import { projectQueries } from '@/api/projects/queries'
import { draftSent } from '@/hooks/use-draft'
import { analysisAwaited } from '@/stores/awaited-analyses-store'

/**
 * Settles a question left marked as being sent from the draft `draftKey`
 * (the page was reloaded or closed before the API answered; see
 * `api/analyses/question-in-flight.ts`) once nothing in this page is still
 * sending it. Its project is read: if it holds the question, the draft goes
 * and its answer is awaited, so the person is told when it is ready (it is
 * not opened: they may be elsewhere by now); otherwise the draft stays, to
 * be asked again. True while that is not known yet: asking waits for it.
 */
export function useQuestionInFlight(draftKey: string | null): boolean {
  const question = draftKey ? readQuestionInFlight(draftKey) : null
  const isBeingAsked = useIsQuestionBeingAsked(draftKey)
  const isToCheck = question !== null && !isBeingAsked
  const project = useQuery({
    ...projectQueries.detail(question?.projectId ?? ''),
    enabled: isToCheck,
  })
  // A read that fails leaves the question unfound: better twice than lost.
  const isKnown = isToCheck && !project.isPending && !project.isFetching
  const sentId =
    isKnown && project.isSuccess && question
      ? newQuestionId(project.data, question, question.earlier)
      : undefined

  useEffect(() => {
    if (!draftKey || !isKnown) return
    const settled = readQuestionInFlight(draftKey)
    clearQuestionInFlight(draftKey)
    if (!settled || !sentId) return
    draftSent(draftKey)
    analysisAwaited({
      analysisId: sentId,
      analysisType: 'QUESTION',
      title: settled.question,
    })
  }, [draftKey, isKnown, sentId])

  return question !== null && !isKnown
}
