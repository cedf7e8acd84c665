import { replaceEqualDeep } from '@tanstack/react-query'

import type { Analysis, UserQuestion } from '@/types/analysis'

const sameText = (a: string, b: string) => a.trim() === b.trim()

/** The suggestions that were not asked yet. */
const unasked = (suggestions: readonly string[], asked: UserQuestion[]) =>
  suggestions.filter(
    (suggestion) =>
      !asked.some((question) => sameText(question.title ?? '', suggestion)),
  )

/**
 * Once a follow-up is created, the analysis's suggestions lose that
 * question and its `userQuestions` gain it (once).
 */
export function withAskedQuestion<A extends Analysis>(
  parent: A,
  asked: { id: string; title: string },
): A {
  const title = asked.title.trim()
  const userQuestions: UserQuestion[] = parent.userQuestions.some(
    (question) => question.id === asked.id,
  )
    ? parent.userQuestions
    : [...parent.userQuestions, { id: asked.id, title }]
  return {
    ...parent,
    furtherQuestions: unasked(parent.furtherQuestions, userQuestions),
    userQuestions,
  }
}

/**
 * A fresh read of an analysis, merged with what the app already knew:
 * questions asked on it never disappear (a read that lags behind the
 * write does not know them yet), and an asked question never comes back
 * as a suggestion. Unchanged parts keep their identity, as React Query's
 * structural sharing does.
 */
export function keepAskedQuestions<A extends Analysis>(
  previous: A | undefined,
  next: A,
): A {
  if (!previous) return next
  const known = previous.userQuestions.filter(
    (question) => !next.userQuestions.some((q) => q.id === question.id),
  )
  const userQuestions = known.length
    ? [...next.userQuestions, ...known]
    : next.userQuestions
  const merged: A = {
    ...next,
    furtherQuestions: unasked(next.furtherQuestions, userQuestions),
    userQuestions,
  }
  return replaceEqualDeep(previous, merged)
}
