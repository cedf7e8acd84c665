import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { Paperclip, Send } from 'lucide-react'
import { useId } from 'react'

import type { AskedQuestion } from '@/api/analyses/mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useBottomClearance } from '@/hooks/use-bottom-clearance'
import { useDraft } from '@/hooks/use-draft'
import type { ReportPanel } from '@/stores/panels-store'

import { questionErrorMessage, useAsk } from '../hooks/use-ask'

import styles from './question-bar.module.css'

export const DEMO_DISABLED_REASON = msg`This feature is disabled for demo projects`

export interface QuestionBarProps {
  panel: ReportPanel
  /** 'fixed' stays at the bottom of the report view; 'panel' ends a question panel. */
  layout: 'fixed' | 'panel'
  isReadOnly: boolean
  /** What is typed is kept as this patient's draft. */
  patientId: string | null | undefined
  /** The project of the analysis on screen (the main panel's). */
  mainProjectId: string | null | undefined
  onAsked: (panel: ReportPanel, asked: AskedQuestion) => void
  onAddFile: () => void
}

/** A panel's follow-up question input; what is typed is kept as a draft until sent. */
export function QuestionBar({
  panel,
  layout,
  isReadOnly,
  patientId,
  mainProjectId,
  onAsked,
  onAddFile,
}: QuestionBarProps) {
  const { t, i18n } = useLingui()
  const draft = useDraft(`follow-up:${panel.analysisId}`, patientId, '')
  const question = draft.value
  const { questionTitle } = panel
  // One sent from this draft before a reload is looked for first.
  const asking = useAsk(
    {
      parentAnalysisId: panel.analysisId,
      projectId: panel.projectId,
      mainProjectId,
    },
    { key: draft.key, value: question },
  )
  const inputId = useId()
  const reasonId = useId()
  const clearanceRef = useBottomClearance('--fixed-bottom-bar')
  const trimmed = question.trim()
  const isDisabled = isReadOnly || asking.isSending
  const pendingQuestion = asking.isSending ? asking.variables?.question : null
  const demoReason = isReadOnly
    ? { title: i18n._(DEMO_DISABLED_REASON), 'aria-describedby': reasonId }
    : {}

  const ask = () => {
    if (trimmed && !isDisabled)
      asking.ask(trimmed, (asked) => onAsked(panel, asked))
  }

  return (
    <div
      ref={layout === 'fixed' ? clearanceRef : undefined}
      className={clsx(styles.bar, styles[layout])}
      data-print="hide"
    >
      {pendingQuestion ? (
        <p className={styles.status} role="status">
          <Spinner size="sm" />
          {asking.isChecking
            ? t`Checking whether your question was sent…`
            : t`Asking: ${pendingQuestion}`}
        </p>
      ) : null}
      {asking.error ? (
        <p className={styles.error} role="alert">
          {questionErrorMessage(asking.error)}
        </p>
      ) : null}
      {isReadOnly ? (
        <p id={reasonId} className={styles.reason}>
          {i18n._(DEMO_DISABLED_REASON)}
        </p>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          ask()
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {panel.kind === 'main'
            ? t`Follow-up question about this report`
            : questionTitle == null
              ? t`Follow-up question about: this answer`
              : t`Follow-up question about: ${questionTitle}`}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          rows={1}
          placeholder={t`Ask a follow up question`}
          value={question}
          onChange={(event) => {
            draft.setValue(event.target.value)
            asking.dismissError()
          }}
          onKeyDown={(event) => {
            if (
              event.key === 'Enter' &&
              !event.shiftKey &&
              !event.nativeEvent.isComposing
            ) {
              event.preventDefault()
              ask()
            }
          }}
          disabled={isReadOnly}
          {...demoReason}
        />
        <Button type="submit" disabled={!trimmed || isDisabled} {...demoReason}>
          <Send
            aria-hidden="true"
            className={clsx(styles.icon, 'mirror-in-rtl')}
          />
          <Trans comment="Button: sends a follow-up question">Ask</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={isReadOnly}
          onClick={onAddFile}
          {...demoReason}
        >
          <Paperclip aria-hidden="true" className={styles.icon} />
          <Trans>Add file</Trans>
        </Button>
      </form>
    </div>
  )
}
