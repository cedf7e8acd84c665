/**
 * The interface's languages, each named in itself. Reports keep the API's
 * language (config.json's `contentLanguage`); only the interface around
 * them follows this choice. index.html's first inline script makes the same
 * choice before the first paint (page-scripts.test.ts checks they agree).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a language code; the name is the language's own
  { code: 'zh-Hans', name: '简体中文' },
  { code: 'ar', name: 'العربية' },
] as const

/** Every English text turned into accented look-alikes: a screen with English left shows it. */
const PSEUDO_LANGUAGE = 'pseudo'

export type Language = (typeof LANGUAGES)[number]['code'] | 'pseudo'

/** Local storage: the language a person chose on this device (not health data). */
export const LANGUAGE_KEY = 'interfaceLanguage'

const RIGHT_TO_LEFT = new Set<string>(['ar'])

export const directionOf = (language: Language) =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'

const isLanguage = (code: string | null): code is Language =>
  code === PSEUDO_LANGUAGE ||
  LANGUAGES.some((language) => language.code === code)

/**
 * The language of a browser's language tag: its primary subtag, but Chinese
 * only in its simplified script (zh, zh-CN, zh-SG, zh-Hans-…), never the
 * traditional one (zh-TW, zh-HK, zh-Hant-…).
 */
function fromBrowser(tag: string): Language | null {
  const [primary = '', ...rest] = tag.toLowerCase().split('-')
  if (primary === 'zh') {
    const traditional = rest.some((part) =>
      ['hant', 'tw', 'hk', 'mo'].includes(part),
    )
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a language code
    return traditional ? null : 'zh-Hans'
  }
  return primary !== PSEUDO_LANGUAGE && isLanguage(primary) ? primary : null
}

/** The stored choice if it is one of ours, else the first of the browser's languages we speak, else English. */
export function chooseLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const language = fromBrowser(tag)
    if (language) return language
  }
  return 'en'
}
