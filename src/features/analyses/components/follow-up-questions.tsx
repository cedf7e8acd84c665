import { useLingui } from '@lingui/react/macro'
import { CornerDownRight, MessageCircleQuestionMark } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { getConfig } from '@/lib/config'
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

export function FollowUpQuestions({
  suggestions,
  userQuestions,
  headingLevel,
  isReadOnly,
  isAsking,
  onAsk,
  onOpen,
}: FollowUpQuestionsProps) {
  const { t, i18n } = useLingui()
  return (
    <>
      <QuestionGroup
        title={t`Suggested follow-up questions`}
        headingLevel={headingLevel}
        items={suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className={styles.suggestion}
              disabled={isReadOnly || isAsking}
              title={isReadOnly ? i18n._(DEMO_DISABLED_REASON) : undefined}
              onClick={() => onAsk(suggestion)}
            >
              <MessageCircleQuestionMark aria-hidden="true" />
              {/* Suggested by the API, in the report's language. */}
              <span lang={getConfig().contentLanguage} dir="auto">
                {suggestion}
              </span>
            </button>
          </li>
        ))}
      />
      <QuestionGroup
        title={t`Your follow-up questions`}
        headingLevel={headingLevel}
        items={userQuestions.map((question) => (
          <li key={question.id}>
            <button
              type="button"
              className={styles.asked}
              onClick={() => onOpen(question)}
            >
              <CornerDownRight aria-hidden="true" className="mirror-in-rtl" />
              {question.title?.trim() ? (
                <bdi>{question.title.trim()}</bdi>
              ) : (
                t`Untitled question`
              )}
            </button>
          </li>
        ))}
      />
    </>
  )
}

function QuestionGroup({
  title,
  headingLevel,
  items,
}: {
  title: string
  headingLevel: 2 | 3
  items: ReactNode[]
}) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  if (!items.length) return null
  return (
    <section
      className={styles.group}
      aria-labelledby={headingId}
      data-print="hide"
    >
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <ul className={styles.list}>{items}</ul>
    </section>
  )
}
