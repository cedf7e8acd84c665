import { msg } from '@lingui/core/macro'

/** A question from the landing page has 10 to 200 characters. */
export const MIN_QUESTION_LENGTH = 10
export const MAX_QUESTION_LENGTH = 200

export const QUESTION_TOO_LONG_MESSAGE = msg`Question can only be 200 characters long`
export const QUESTION_TOO_LONG_HINT = msg`(Too many characters)`
export const QUESTION_TOO_LONG_ADVICE = msg`Looks like your question is a bit long or includes personal health data. Try shortening it, or use the Analyze My Health tab to share personal information.`

/** The counter counts what was typed; the minimum the trimmed text, so spaces alone never make a question. */
export function measureQuestion(text: string) {
  return {
    count: text.length,
    isTooShort: text.trim().length < MIN_QUESTION_LENGTH,
    isTooLong: text.length > MAX_QUESTION_LENGTH,
  }
}
