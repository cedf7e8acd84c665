import { LANGUAGES, type Language } from '@/i18n/languages'

import { primaryOf } from './voices'

// Chinese in its traditional script is not the simplified catalogue's.
const TRADITIONAL = /^zh[-_](hant|tw|hk|mo)\b/i

/** The interface catalogue in the content's language, to say its words in it; null when the interface has none. */
export function contentLanguageOf(tag: string): Language | null {
  if (TRADITIONAL.test(tag)) return null
  const primary = primaryOf(tag)
  const match = LANGUAGES.find(({ code }) => primaryOf(code) === primary)
  return match?.code ?? null
}
