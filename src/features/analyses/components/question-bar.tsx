import { clsx } from 'clsx'
import { Paperclip, Send } from 'lucide-react'
import { useId, type FormEvent, type KeyboardEvent } from 'react'

import type { AskedQuestion } from '@/api/analyses/mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useBottomClearance } from '@/hooks/use-bottom-clearance'
import { useDraft } from '@/hooks/use-draft'

import { useAsk, type AskTarget } from '../hooks/use-ask'
import { questionErrorMessage } from '../utils/question-error'

import styles from './question-bar.module.css'

const FOLLOW_UP_PLACEHOLDER = 'Ask a follow up question'
export const DEMO_DISABLED_REASON = 'This feature is disabled for demo projects'

export interface QuestionBarProps {
  /** 'fixed' stays at the bottom of the report view; 'panel' sits at the end of a question panel. */
  layout: 'fixed' | 'panel'
  /** The input's accessible name. */
  label: string
  /** The typed question is kept as a draft under this name, for this patient. */
  draftName: string
  patientId: string | null | undefined
  isReadOnly: boolean
  /** What the questions are asked about. */
  target: AskTarget
  /** The question was created (the input has cleared): it opens. */
  onAsked: (asked: AskedQuestion) => void
  onAddFile: () => void
}

/**
 * The follow-up question input with Ask and Add file. The text is trimmed
 * and empty text ignored; Enter without Shift asks. On demo projects both
 * actions are disabled, with the reason shown. What is typed is kept as a
 * draft until it is sent.
 */
export function QuestionBar({
  layout,
  label,
  draftName,
  patientId,
  isReadOnly,
  target,
  onAsked,
  onAddFile,
}: QuestionBarProps) {
  const draft = useDraft(draftName, patientId, '')
  const question = draft.value
  // One sent from this draft before a reload is looked for first, meanwhile
  // nothing more is asked.
  const asking = useAsk(target, { key: draft.key, value: question })
  const inputId = useId()
  const reasonId = useId()
  const clearanceRef = useBottomClearance('--fixed-bottom-bar')
  const trimmed = question.trim()
  const isDisabled = isReadOnly || asking.isSending
  const reason = isReadOnly ? DEMO_DISABLED_REASON : undefined
  const pendingQuestion = asking.isSending ? asking.variables?.question : null

  const ask = () => {
    if (!trimmed || isDisabled) return
    asking.ask(trimmed, onAsked)
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    ask()
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing
    ) {
      event.preventDefault()
      ask()
    }
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
            ? 'Checking whether your question was sent…'
            : `Asking: ${pendingQuestion}`}
        </p>
      ) : null}
      {asking.error ? (
        <p className={styles.error} role="alert">
          {questionErrorMessage(asking.error)}
        </p>
      ) : null}
      {isReadOnly ? (
        <p id={reasonId} className={styles.reason}>
          {DEMO_DISABLED_REASON}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          rows={1}
          placeholder={FOLLOW_UP_PLACEHOLDER}
          value={question}
          onChange={(event) => {
            draft.setValue(event.target.value)
            asking.dismissError()
          }}
          onKeyDown={handleKeyDown}
          disabled={isReadOnly}
          title={reason}
          aria-describedby={isReadOnly ? reasonId : undefined}
        />
        <Button
          type="submit"
          disabled={!trimmed || isDisabled}
          title={reason}
          aria-describedby={isReadOnly ? reasonId : undefined}
        >
          <Send aria-hidden="true" className={styles.icon} />
          Ask
        </Button>
        <Button
          variant="secondary"
          disabled={isReadOnly}
          title={reason}
          aria-describedby={isReadOnly ? reasonId : undefined}
          onClick={onAddFile}
        >
          <Paperclip aria-hidden="true" className={styles.icon} />
          Add file
        </Button>
      </form>
    </div>
  )
}
