import type { AskedQuestion } from '@/api/analyses/mutations'
import type { ReportPanel } from '@/stores/panels-store'

import { QuestionBar } from './question-bar'

export interface FollowUpBarProps {
  /** The panel whose analysis the questions are asked on. */
  panel: ReportPanel
  layout: 'fixed' | 'panel'
  isReadOnly: boolean
  /** The patient whose report it is: what is typed is kept as their draft. */
  patientId: string | null | undefined
  /** The project of the analysis on screen (the main panel's). */
  mainProjectId: string | null | undefined
  onAsked: (panel: ReportPanel, asked: AskedQuestion) => void
  onAddFile: () => void
}

/** The question bar of one panel: what is typed there is asked on its analysis. */
export function FollowUpBar({
  panel,
  layout,
  isReadOnly,
  patientId,
  mainProjectId,
  onAsked,
  onAddFile,
}: FollowUpBarProps) {
  return (
    <QuestionBar
      layout={layout}
      label={
        panel.kind === 'main'
          ? 'Follow-up question about this report'
          : `Follow-up question about: ${panel.questionTitle ?? 'this answer'}`
      }
      draftName={`follow-up:${panel.analysisId}`}
      patientId={patientId}
      isReadOnly={isReadOnly}
      target={{
        parentAnalysisId: panel.analysisId,
        projectId: panel.projectId,
        mainProjectId,
      }}
      onAsked={(asked) => onAsked(panel, asked)}
      onAddFile={onAddFile}
    />
  )
}
