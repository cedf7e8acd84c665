import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { loadCatalogue } from '@/i18n/catalogues'

import { contentLanguageOf } from '../utils/content-language'

const SPOKEN_REFERENCE = msg({
  comment:
    "Read aloud, in the report's own language and lower case, in place of a citation marker's number in a sentence",
  message: 'reference {number}',
})

type ReferenceWords = (number: string) => string

// By content language; the interface's words, not health data.
const loading = new Map<string, Promise<ReferenceWords>>()
const loaded = new Map<string, ReferenceWords>()

/**
 * A citation marker's number as words in the content's language: from the
 * interface's catalogue of that language where there is one, else English
 * (docs/product/read-aloud.md). The interface's own language does not
 * matter: the words are read within the content.
 */
export function loadReferenceWords(
  contentLanguage: string,
): Promise<ReferenceWords> {
  let words = loading.get(contentLanguage)
  if (!words) {
    const language = contentLanguageOf(contentLanguage) ?? 'en'
    words = loadCatalogue(language)
      .catch(() => ({}))
      .then((messages) => {
        const content = setupI18n({
          locale: language,
          messages: { [language]: messages },
        })
        const say: ReferenceWords = (number) =>
          content._({ ...SPOKEN_REFERENCE, values: { number } })
        loaded.set(contentLanguage, say)
        return say
      })
    loading.set(contentLanguage, words)
  }
  return words
}

/** The words `loadReferenceWords` has loaded, if it has. */
export const referenceWordsNow = (contentLanguage: string) =>
  loaded.get(contentLanguage)
