import type { AskFollowUpInput } from '@/api/analyses/mutations'
import type { ReportPanel } from '@/stores/panels-store'

import { questionErrorMessage } from '../utils/question-error'

import { QuestionBar } from './question-bar'

export interface FollowUpBarProps {
  /** The panel whose analysis the questions are asked on. */
  panel: ReportPanel
  layout: 'fixed' | 'panel'
  isReadOnly: boolean
  /** The patient whose report it is: what is typed is kept as their draft. */
  patientId: string | null | undefined
  /** The follow-up being sent (or that failed), from `useAskFollowUp`. */
  asking: {
    isPending: boolean
    isError: boolean
    error: unknown
    variables: AskFollowUpInput | undefined
  }
  onAsk: (
    panel: ReportPanel,
    question: string,
    draftKey: string | null,
    onAsked: () => void,
  ) => void
  onAddFile: () => void
}

/** The question bar of one panel: its progress and errors are those of questions asked here. */
export function FollowUpBar({
  panel,
  layout,
  isReadOnly,
  patientId,
  asking,
  onAsk,
  onAddFile,
}: FollowUpBarProps) {
  const isAskedHere = asking.variables?.parent.id === panel.analysisId
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
      isAsking={asking.isPending}
      pendingQuestion={isAskedHere ? asking.variables?.question : null}
      error={
        isAskedHere && asking.isError
          ? questionErrorMessage(asking.error)
          : null
      }
      onAsk={(question, draftKey, onAsked) =>
        onAsk(panel, question, draftKey, onAsked)
      }
      onAddFile={onAddFile}
    />
  )
}
