import { Trans } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
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
} from '@/stores/awaited-analyses-store'
import { panelsInView, usePanels } from '@/stores/panels-store'
import type { AnalysisType } from '@/types/analysis'
import { isAnalysisFailed, isAnalysisTerminal } from '@/utils/analysis-status'
import { displayTitle } from '@/utils/display-title'

/** The page's title without the count of unseen results (index.html's). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
export const APP_TITLE = 'Health Research Assistant'

/** The notice's words, the link to the result in them. */
function FinishedText({
  analysisType,
  isFailed,
  link,
}: {
  analysisType: AnalysisType
  isFailed: boolean
  link: ReactNode
}) {
  if (analysisType === 'REPORT')
    return isFailed ? (
      <Trans>Your report could not be completed: {link}</Trans>
    ) : (
      <Trans>Your report is ready: {link}</Trans>
    )
  return isFailed ? (
    <Trans>Your question could not be answered: {link}</Trans>
  ) : (
    <Trans>Your answer is ready: {link}</Trans>
  )
}

/** What finishes off screen gets a notice with a link, and counts in the tab's title until opened. */
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
      const isFailed = isAnalysisFailed(status)
      const isAway = !shownIds.has(analysis.analysisId)
      awaitedAnalysisFinished({ ...analysis, isFailed }, { unseen: isAway })
      if (!isAway) return
      const href = paths.reportDetail(analysis.analysisId)
      const link = (
        <a
          href={href}
          onClick={(event) => {
            event.preventDefault()
            void navigate(href)
          }}
        >
          {analysis.title ? (
            displayTitle(analysis.title)
          ) : (
            <Trans comment="Link in a notice to a finished report or answer">
              Open it
            </Trans>
          )}
        </a>
      )
      notifyWithContent(
        <p>
          <FinishedText
            analysisType={analysis.analysisType}
            isFailed={isFailed}
            link={link}
          />
        </p>,
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
    document.title = count ? `(${count}) ${APP_TITLE}` : APP_TITLE
    return () => {
      document.title = APP_TITLE
    }
  }, [count])

  return null
}
