import { CornerDownRight, MessageCircleQuestionMark } from 'lucide-react'
import { useId, type ReactNode } from 'react'

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
  return (
    <>
      {suggestions.length ? (
        <QuestionGroup
          title="Suggested follow-up questions"
          headingLevel={headingLevel}
        >
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
        </QuestionGroup>
      ) : null}
      {userQuestions.length ? (
        <QuestionGroup
          title="Your follow-up questions"
          headingLevel={headingLevel}
        >
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
        </QuestionGroup>
      ) : null}
    </>
  )
}

/** A titled list of questions; not printed. */
function QuestionGroup({
  title,
  headingLevel,
  children,
}: {
  title: string
  headingLevel: 2 | 3
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <section
      className={styles.group}
      aria-labelledby={headingId}
      data-print="hide"
    >
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}
