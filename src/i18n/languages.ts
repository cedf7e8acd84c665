/**
 * The interface's languages, each named in itself (index.html's first
 * inline script knows the same codes). Reports keep the API's language
 * (config.json's `contentLanguage`); only the interface around them follows
 * this choice.
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

export const directionOf = (language: string) =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'

const isLanguage = (code: string): code is Language =>
  code === PSEUDO_LANGUAGE ||
  LANGUAGES.some((language) => language.code === code)

/** The pseudo-locale's language tag on the page (a private-use region of English). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language tag
export const PSEUDO_TAG = 'en-XA'

/**
 * The language index.html's first inline script chose before the first
 * paint, read from the page's `lang`: the device's choice (local storage,
 * LANGUAGE_KEY), else the first of the browser's languages the app speaks,
 * else English. English where the page has no such script (unit tests).
 */
export function pageLanguage(): Language {
  const tag = document.documentElement.lang
  if (tag === PSEUDO_TAG) return PSEUDO_LANGUAGE
  return isLanguage(tag) ? tag : 'en'
}
