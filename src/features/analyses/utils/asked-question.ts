import type { Analysis, UserQuestion } from '@/types/analysis'

/**
 * SPEC.md §4: once a follow-up is created, the parent's suggestions lose
 * that question and its `userQuestions` gain it (once).
 */
export function withAskedQuestion(
  parent: Analysis,
  asked: { id: string; title: string },
): Analysis {
  const title = asked.title.trim()
  const userQuestions: UserQuestion[] = parent.userQuestions.some(
    (question) => question.id === asked.id,
  )
    ? parent.userQuestions
    : [...parent.userQuestions, { id: asked.id, title }]
  return {
    ...parent,
    furtherQuestions: parent.furtherQuestions.filter(
      (suggestion) => suggestion.trim() !== title,
    ),
    userQuestions,
  }
}
