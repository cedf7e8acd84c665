import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { analysisQueries } from '@/api/analyses/queries'
import { PanelErrorBoundary } from '@/components/errors/panel-error-boundary'
import type { RenderAnswer } from '@/features/analyses/components/analysis-panel'
import { ReportView } from '@/features/analyses/components/report-view'
import { CitationSidePanel } from '@/features/citations/components/citation-side-panel'
import { REPORT_CONTENT_SELECTOR } from '@/features/citations/components/cited-content'
import { CitedReport } from '@/features/citations/components/cited-report'
import { CITATION_MARKER_SELECTOR } from '@/features/citations/utils/remark-citation-markers'
import { ReadAloud } from '@/features/read-aloud/components/read-aloud'
import { paths } from '@/lib/paths'
import { usePanels, useSidePanel } from '@/stores/panels-store'

import styles from './report-detail-route.module.css'

const renderAnswer: RenderAnswer = (analysis, { content, headingOffset }) => (
  <ReadAloud
    analysisId={analysis.id}
    contentSelector={REPORT_CONTENT_SELECTOR}
    markerSelector={CITATION_MARKER_SELECTOR}
  >
    <CitedReport
      analysisId={analysis.id}
      content={content}
      bibliography={analysis.bibliography}
      title={analysis.title}
      headingOffset={headingOffset}
    />
  </ReadAloud>
)

function ReportSidePanel() {
  const sidePanel = useSidePanel()
  const panel = usePanels().find((p) => p.analysisId === sidePanel?.analysisId)
  const { data: analysis } = useQuery({
    ...analysisQueries.detail(panel?.analysisId ?? '', panel?.analysisType),
    enabled: Boolean(panel),
  })
  return <CitationSidePanel analysis={analysis} />
}

/** A report or question analysis with its follow-ups (docs/product/questions-and-reports.md#the-report-view). */
export function ReportDetailRoute() {
  const navigate = useNavigate()
  // The URL names the last panel opened or left, so a reload shows the same view.
  const follow = (analysisId: string, replace: boolean) =>
    void navigate(paths.reportDetail(analysisId), {
      replace,
      preventScrollReset: true,
    })

  return (
    <div className={styles.route}>
      <ReportView
        renderAnswer={renderAnswer}
        onPanelOpened={(analysisId) => follow(analysisId, false)}
        onPanelClosed={(analysisId) => follow(analysisId, true)}
        // Add Records opens on its Files tab once the records have loaded.
        onAddFile={(projectId) =>
          void navigate(paths.projectRecordsAddFile(projectId))
        }
        onAnalysisCreated={(analysisId) =>
          void navigate(paths.reportDetail(analysisId))
        }
      />
      <PanelErrorBoundary>
        <ReportSidePanel />
      </PanelErrorBoundary>
    </div>
  )
}
