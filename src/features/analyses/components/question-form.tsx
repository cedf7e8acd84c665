import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MessageCircleQuestionMark } from 'lucide-react'
import { useId, useRef } from 'react'

import {
  useActivePatientId,
  useActiveProject,
  useIsReadOnlyProject,
} from '@/api/projects/queries'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { useDraft } from '@/hooks/use-draft'

import { questionErrorMessage, useAsk } from '../hooks/use-ask'
import {
  MAX_QUESTION_LENGTH,
  measureQuestion,
  MIN_QUESTION_LENGTH,
  QUESTION_TOO_LONG_ADVICE,
  QUESTION_TOO_LONG_HINT,
  QUESTION_TOO_LONG_MESSAGE,
} from '../utils/question-rules'

import styles from './question-form.module.css'

const EXAMPLE_QUESTIONS = [
  msg`What are the newest treatment options for advanced melanoma?`,
  msg`How can I best support a parent living with dementia at home?`,
  msg`Which medications help most with fibromyalgia pain?`,
]

export interface QuestionFormProps {
  /** The route's project: used first when the question is sent. */
  projectId?: string
  onAsked: (analysisId: string) => void
}

/** Nothing can be asked without a project, or on a demo or example project. */
export function QuestionForm({ projectId, onAsked }: QuestionFormProps) {
  const { t, i18n } = useLingui()
  const draft = useDraft('question', useActivePatientId(), '')
  const question = draft.value
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const shortHintId = useId()
  const examplesHeadingId = useId()
  const project = useActiveProject()
  const isReadOnly = useIsReadOnlyProject(project)
  // One press, one question, until its answer's page opens (the form goes
  // then). One sent from this draft before a reload is looked for first.
  const ask = useAsk(
    { parentAnalysisId: null, projectId: projectId ?? project?.id },
    { key: draft.key, value: question },
    false,
  )
  const isSending = ask.isSending || ask.data !== undefined

  const { count, isTooShort, isTooLong } = measureQuestion(question)
  const canType = Boolean(project) && !isReadOnly
  const canAsk = canType && !isTooShort && !isTooLong
  const showShortHint = canType && isTooShort && question.trim().length > 0

  const handleChange = (text: string) => {
    draft.setValue(text)
    ask.dismissError()
  }

  return (
    <div className={styles.questionTab}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (!canAsk || ask.isSending) return
          // Opens the answer only while this page is still shown.
          ask.ask(question, ({ id }) => onAsked(id))
        }}
        aria-label={t`Ask a health question`}
        noValidate
      >
        <TextAreaField
          ref={textareaRef}
          label={t`Your health question`}
          hideLabel
          placeholder={t`Ask a health question to get a clear, research-backed answer`}
          value={question}
          onChange={(event) => handleChange(event.target.value)}
          disabled={!canType}
          rows={4}
          className={styles.field}
          error={isTooLong ? i18n._(QUESTION_TOO_LONG_MESSAGE) : undefined}
          counter={
            <>
              {count}/{MAX_QUESTION_LENGTH}
              {isTooLong ? (
                <span className={styles.tooMany}>
                  {i18n._(QUESTION_TOO_LONG_HINT)}
                </span>
              ) : null}
            </>
          }
        />
        {isTooLong ? (
          <p className={styles.advice}>{i18n._(QUESTION_TOO_LONG_ADVICE)}</p>
        ) : null}
        <div className={styles.actions}>
          {showShortHint ? (
            <p id={shortHintId} className={styles.shortHint}>
              <Trans>
                Questions need at least {MIN_QUESTION_LENGTH} characters.
              </Trans>
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={!canAsk}
            isBusy={isSending}
            aria-describedby={showShortHint ? shortHintId : undefined}
          >
            <Trans>Get Answer</Trans>
          </Button>
        </div>
        {isSending ? (
          <p className={styles.pending} role="status">
            <Spinner size="sm" />
            {ask.isChecking
              ? t`Checking whether your question was sent…`
              : ask.isSending
                ? t`Sending your question…`
                : t`Opening your answer…`}
          </p>
        ) : null}
        {ask.error ? (
          <p className={styles.error} role="alert">
            {questionErrorMessage(ask.error)}
          </p>
        ) : null}
      </form>
      <section className={styles.examples} aria-labelledby={examplesHeadingId}>
        <h2 id={examplesHeadingId} className={styles.examplesHeading}>
          <Trans>Try some examples</Trans>
        </h2>
        <ul className={styles.exampleList}>
          {EXAMPLE_QUESTIONS.map((descriptor) => {
            const example = i18n._(descriptor)
            return (
              <li key={descriptor.id}>
                <button
                  type="button"
                  className={styles.example}
                  disabled={!canType}
                  onClick={() => {
                    handleChange(example)
                    textareaRef.current?.focus()
                  }}
                >
                  <MessageCircleQuestionMark
                    className={styles.exampleIcon}
                    aria-hidden="true"
                  />
                  {example}
                </button>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
