/** A note's content is 25 to 12500 characters. */
export const NOTE_MIN_LENGTH = 25
export const NOTE_MAX_LENGTH = 12_500

const NOTE_TOO_SHORT_MESSAGE = `Content must be at least ${NOTE_MIN_LENGTH} characters`
const NOTE_TOO_LONG_MESSAGE = `Content must be less than ${NOTE_MAX_LENGTH} characters`

export function noteContentError(content: string): string | null {
  if (content.trim().length < NOTE_MIN_LENGTH) return NOTE_TOO_SHORT_MESSAGE
  if (content.length > NOTE_MAX_LENGTH) return NOTE_TOO_LONG_MESSAGE
  return null
}

export const canSubmitNote = (title: string, content: string) =>
  title.trim() !== '' && noteContentError(content) === null
