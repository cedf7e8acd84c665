import { clsx } from 'clsx'
import { Paperclip, Send } from 'lucide-react'
import { useId, type FormEvent, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useBottomClearance } from '@/hooks/use-bottom-clearance'
import { useDraft } from '@/hooks/use-draft'

import { useQuestionInFlight } from '../hooks/use-question-in-flight'

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
  isAsking: boolean
  /** What is being asked right now, shown while it is sent. */
  pendingQuestion?: string | null
  error?: string | null
  /**
   * `onAsked` runs once the question was created: the input then clears.
   * `draftKey` names the draft it was typed in.
   */
  onAsk: (
    question: string,
    draftKey: string | null,
    onAsked: () => void,
  ) => void
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
  isAsking,
  pendingQuestion,
  error,
  onAsk,
  onAddFile,
}: QuestionBarProps) {
  const draft = useDraft(draftName, patientId)
  const question = draft.value
  // A question sent before the page was reloaded may be asked already.
  const isQuestionInFlight = useQuestionInFlight(draft.key)
  const inputId = useId()
  const reasonId = useId()
  const clearanceRef = useBottomClearance('--fixed-bottom-bar')
  const trimmed = question.trim()
  const isDisabled = isReadOnly || isAsking || isQuestionInFlight
  const reason = isReadOnly ? DEMO_DISABLED_REASON : undefined

  const ask = () => {
    if (!trimmed || isDisabled) return
    const { setValue } = draft
    onAsk(trimmed, draft.key, () => setValue(''))
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
      {isAsking && pendingQuestion ? (
        <p className={styles.status} role="status">
          <Spinner size="sm" />
          Asking: {pendingQuestion}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
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
          onChange={(event) => draft.setValue(event.target.value)}
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
