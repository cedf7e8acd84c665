import type { Messages } from '@lingui/core'

import type { Language } from './languages'

// English is the messages' own text, in the code (vite.config.ts:
// linguiMacros); every other catalogue is a chunk of its own, loaded when
// chosen.
const catalogues = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
  '!../locales/en.po',
])

/**
 * The language's messages. The sign-in chunk asks for the page's language
 * first, so its download runs beside sign-in's; asked again, the module is
 * the one already loaded.
 */
export async function loadCatalogue(language: Language): Promise<Messages> {
  if (language === 'en') return {}
  // Every language but English has one (a missing one throws).
  return (await catalogues[`../locales/${language}.po`]!()).messages
}
