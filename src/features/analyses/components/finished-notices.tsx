import { useQueries } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMatch, useNavigate } from 'react-router-dom'

import { analysisQueries } from '@/api/analyses/queries'
import { useIsMobile } from '@/hooks/use-media-query'
import { paths, routePatterns } from '@/lib/paths'
import { notifyWithContent } from '@/lib/toast'
import {
  awaitedAnalysisFinished,
  resultSeen,
  useAwaitedAnalyses,
  useUnseenResults,
  type FinishedAnalysis,
} from '@/stores/awaited-analyses-store'
import { panelsInView, usePanels } from '@/stores/panels-store'
import { isAnalysisFailed, isAnalysisTerminal } from '@/utils/analysis-status'
import { displayTitle } from '@/utils/display-title'

/** The page's title without the count of unseen results (index.html's). */
export const APP_TITLE = 'Health Research Assistant'

/** What the notice says: ready, or could not be completed. */
function finishedMessage({
  analysisType,
  isFailed,
}: Pick<FinishedAnalysis, 'analysisType' | 'isFailed'>): string {
  if (analysisType === 'REPORT')
    return isFailed
      ? 'Your report could not be completed'
      : 'Your report is ready'
  return isFailed
    ? 'Your question could not be answered'
    : 'Your answer is ready'
}

/** The tab's title: the count of results finished while away, then the app's name. */
const titleWithUnseen = (count: number) =>
  count ? `(${count}) ${APP_TITLE}` : APP_TITLE

function FinishedNotice({
  analysis,
  onOpen,
}: {
  analysis: FinishedAnalysis
  onOpen: () => void
}) {
  return (
    <p>
      {finishedMessage(analysis)}:{' '}
      <a
        href={paths.reportDetail(analysis.analysisId)}
        onClick={(event) => {
          event.preventDefault()
          onOpen()
        }}
      >
        {analysis.title ? displayTitle(analysis.title) : 'Open it'}
      </a>
    </p>
  )
}

/**
 * Follows the questions and reports the person asked for in this visit.
 * One that finishes while it is not on screen gets a notice with a link to
 * open it ('Your report is ready'; failures say so too), and the tab's
 * title counts such results until they are opened.
 */
export function FinishedNotices() {
  const awaited = useAwaitedAnalyses()
  const unseen = useUnseenResults()
  // On a phone only the last panel is in view: one behind it is away too.
  const panels = panelsInView(usePanels(), useIsMobile())
  const isOnReport = Boolean(useMatch(routePatterns.AnalysisReportDetail))
  const navigate = useNavigate()
  const shownKey = isOnReport
    ? panels.map((panel) => panel.analysisId).join(' ')
    : ''
  const statuses = useQueries({
    queries: awaited.map((analysis) =>
      analysisQueries.detail(analysis.analysisId, analysis.analysisType),
    ),
    combine: (results) => results.map((result) => result.data?.status),
  })

  useEffect(() => {
    const shownIds = new Set(shownKey.split(' '))
    awaited.forEach((analysis, index) => {
      const status = statuses[index]
      if (!isAnalysisTerminal(status)) return
      const finished = { ...analysis, isFailed: isAnalysisFailed(status) }
      const isAway = !shownIds.has(analysis.analysisId)
      awaitedAnalysisFinished(finished, { unseen: isAway })
      if (!isAway) return
      notifyWithContent(
        <FinishedNotice
          analysis={finished}
          onOpen={() => void navigate(paths.reportDetail(analysis.analysisId))}
        />,
        `finished-${analysis.analysisId}`,
      )
    })
  }, [awaited, statuses, shownKey, navigate])

  // A result on screen has been seen.
  useEffect(() => {
    const shownIds = new Set(shownKey.split(' '))
    for (const result of unseen) {
      if (shownIds.has(result.analysisId)) resultSeen(result.analysisId)
    }
  }, [unseen, shownKey])

  const count = unseen.length
  useEffect(() => {
    document.title = titleWithUnseen(count)
    return () => {
      document.title = APP_TITLE
    }
  }, [count])

  return null
}
