import { MessageCircleQuestionMark } from 'lucide-react'
import { useId } from 'react'

import styles from './question-form.module.css'

/** Three sample questions (melanoma therapy, dementia care, fibromyalgia medication). */
const EXAMPLE_QUESTIONS = [
  'What are the newest treatment options for advanced melanoma?',
  'How can I best support a parent living with dementia at home?',
  'Which medications help most with fibromyalgia pain?',
] as const

export interface QuestionExamplesProps {
  onPick: (question: string) => void
  disabled?: boolean
}

export function QuestionExamples({ onPick, disabled }: QuestionExamplesProps) {
  const headingId = useId()
  return (
    <section className={styles.examples} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.examplesHeading}>
        Try some examples
      </h2>
      <ul className={styles.exampleList}>
        {EXAMPLE_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              className={styles.example}
              disabled={disabled}
              onClick={() => onPick(question)}
            >
              <MessageCircleQuestionMark
                className={styles.exampleIcon}
                aria-hidden="true"
              />
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
