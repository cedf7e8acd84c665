import { msg } from '@lingui/core/macro'

import { i18n } from '@/i18n/i18n'

import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from './accepted-files'

export function noteContentError(content: string): string | null {
  const min = NOTE_MIN_LENGTH
  const max = NOTE_MAX_LENGTH
  if (content.trim().length < min)
    return i18n._(
      msg({
        comment: 'A note too short; {min} is 25',
        message: `Content must be at least ${min} characters`,
      }),
    )
  if (content.length > max)
    return i18n._(
      msg({
        comment: 'A note too long; {max} is 12500',
        message: `Content must be less than ${max} characters`,
      }),
    )
  return null
}

export const canSubmitNote = (title: string, content: string) =>
  title.trim() !== '' && noteContentError(content) === null
