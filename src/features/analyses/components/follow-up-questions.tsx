import { CornerDownRight, MessageCircleQuestionMark } from 'lucide-react'
import { useId } from 'react'

import type { UserQuestion } from '@/types/analysis'

import styles from './follow-up-questions.module.css'
import { DEMO_DISABLED_REASON } from './question-bar'

export interface FollowUpQuestionsProps {
  suggestions: readonly string[]
  userQuestions: readonly UserQuestion[]
  headingLevel: 2 | 3
  isReadOnly: boolean
  isAsking: boolean
  onAsk: (question: string) => void
  onOpen: (question: UserQuestion) => void
}

/**
 * The analysis's suggested follow-ups (asked on click) and the questions
 * already asked on it (opened beside it on click).
 */
export function FollowUpQuestions({
  suggestions,
  userQuestions,
  headingLevel,
  isReadOnly,
  isAsking,
  onAsk,
  onOpen,
}: FollowUpQuestionsProps) {
  const Heading = `h${headingLevel}` as const
  const suggestionsId = useId()
  const askedId = useId()
  return (
    <>
      {suggestions.length ? (
        <section
          className={styles.group}
          aria-labelledby={suggestionsId}
          data-print="hide"
        >
          <Heading id={suggestionsId} className={styles.heading}>
            Suggested follow-up questions
          </Heading>
          <ul className={styles.list}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={styles.suggestion}
                  disabled={isReadOnly || isAsking}
                  title={isReadOnly ? DEMO_DISABLED_REASON : undefined}
                  onClick={() => onAsk(suggestion)}
                >
                  <MessageCircleQuestionMark aria-hidden="true" />
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {userQuestions.length ? (
        <section
          className={styles.group}
          aria-labelledby={askedId}
          data-print="hide"
        >
          <Heading id={askedId} className={styles.heading}>
            Your follow-up questions
          </Heading>
          <ul className={styles.list}>
            {userQuestions.map((question) => (
              <li key={question.id}>
                <button
                  type="button"
                  className={styles.asked}
                  onClick={() => onOpen(question)}
                >
                  <CornerDownRight aria-hidden="true" />
                  {question.title?.trim() || 'Untitled question'}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
