import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { loadCatalogue } from '@/i18n/i18n'

import { contentLanguageOf } from '../utils/content-language'

const SPOKEN_REFERENCE = msg({
  comment:
    "Read aloud, in the report's own language and lower case, in place of a citation marker's number in a sentence",
  message: 'reference {number}',
})

/**
 * A citation marker's number as words in the content's language: from the
 * interface's catalogue of that language where there is one, else English
 * (docs/product/read-aloud.md). The interface's own language does not
 * matter: the words are read within the content.
 */
export async function referenceWords(
  contentLanguage: string,
): Promise<(number: string) => string> {
  const language = contentLanguageOf(contentLanguage) ?? 'en'
  const messages = await loadCatalogue(language).catch(() => ({}))
  const words = setupI18n({
    locale: language,
    messages: { [language]: messages },
  })
  return (number) => words._({ ...SPOKEN_REFERENCE, values: { number } })
}
