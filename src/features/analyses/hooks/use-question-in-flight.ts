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
 * `api/analyses/question-in-flight.ts`) while nothing in this page is
 * sending it. Its project is read: once it holds the question, the draft
 * goes and its answer is awaited, so the person is told when it is ready
 * (it is not opened: they may be elsewhere by now). Until then the text
 * stays, to be asked again; asked again, the project is read once more
 * before anything is sent (`sendQuestion`), for reads that lag behind the
 * API's writes. True until the project's first read: asking waits for it
 * (the question form says so).
 */
export function useQuestionInFlight(draftKey: string | null): boolean {
  const question = draftKey ? readQuestionInFlight(draftKey) : null
  const isBeingAsked = useIsQuestionBeingAsked(draftKey)
  const isToCheck = question !== null && !isBeingAsked
  const project = useQuery({
    ...projectQueries.detail(question?.projectId ?? ''),
    enabled: isToCheck,
  })
  const sentId =
    isToCheck && project.data
      ? newQuestionId(project.data, question, question.earlier)
      : undefined

  useEffect(() => {
    const settled = draftKey && sentId ? readQuestionInFlight(draftKey) : null
    if (!draftKey || !sentId || !settled) return
    clearQuestionInFlight(draftKey)
    draftSent(draftKey)
    analysisAwaited({
      analysisId: sentId,
      analysisType: 'QUESTION',
      title: settled.question,
    })
  }, [draftKey, sentId])

  // A read that fails leaves the question unfound: better twice than lost.
  return isToCheck && !project.isSuccess && !project.isError
}
