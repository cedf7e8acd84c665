import { i18n } from '@lingui/core'

import { localStore } from '@/lib/storage'

import { loadCatalogue } from './catalogues'
import {
  directionOf,
  LANGUAGE_KEY,
  pageLanguage,
  PSEUDO_TAG,
  type Language,
} from './languages'

export { i18n }

// A plain text is its own key and shown as it is: no compiler is needed in
// production, where Lingui would otherwise warn about each.
if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => [message])
i18n.load('en', {})
i18n.activate('en')

function setPageLanguage(language: Language) {
  const root = document.documentElement
  root.lang = language === 'pseudo' ? PSEUDO_TAG : language
  root.dir = directionOf(language)
}

/**
 * Loads the language's catalogue, then switches the interface to it and the
 * page's `lang` and `dir`. A catalogue that fails to load leaves the
 * interface in the language it was in (the promise rejects).
 */
export async function activateLanguage(language: Language) {
  const messages = await loadCatalogue(language)
  i18n.load(language, messages)
  i18n.activate(language)
  setPageLanguage(language)
}

/**
 * The language the page opens in, its catalogue loading while sign-in runs;
 * English when the catalogue cannot be loaded.
 */
export function startLanguage(): Promise<void> {
  return activateLanguage(pageLanguage()).catch((error: unknown) => {
    console.error('Could not load the interface language', error)
    setPageLanguage('en')
  })
}

/** A person's choice: applied, and kept on this device for the next visit. */
export async function chooseInterfaceLanguage(language: Language) {
  await activateLanguage(language)
  localStore.write(LANGUAGE_KEY, language)
}
