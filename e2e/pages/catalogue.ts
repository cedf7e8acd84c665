import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

import type { Locator, Page } from '@playwright/test'
import PO from 'pofile'

// The pseudo-locale's words are made from the English as the build makes them.
const pseudoLocalize = (
  createRequire(import.meta.url)(
    // Not among the package's exports: by its path.
    fileURLToPath(
      new URL(
        '../../node_modules/@lingui/cli/dist/api/pseudoLocalize.js',
        import.meta.url,
      ),
    ),
  ) as {
    default: (message: string) => string
  }
).default

export type Translate = (english: string) => string

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * The interface's words in `language`, from its catalogue (src/locales): an
 * English text the spec names gives the text the person reads. A text with
 * values in it ('Reference 3', 'Patient Jane') is matched against the
 * messages with placeholders ('Reference {number}') and given back with the
 * same values. Texts that are no message (what the API or the person wrote)
 * come back as they are.
 */
export function translator(language: string): Translate {
  if (language === 'en') return (english) => english
  const { items } = PO.parse(
    readFileSync(
      new URL(`../../src/locales/${language}.po`, import.meta.url),
      'utf8',
    ),
  )
  const exact = new Map<string, string>()
  const patterns: { pattern: RegExp; names: string[]; translation: string }[] =
    []
  for (const { msgid, msgstr } of items) {
    const translation =
      language === 'pseudo' ? pseudoLocalize(msgid) : msgstr.join('')
    if (!translation) continue
    if (!msgid.includes('{')) {
      exact.set(msgid, translation)
      continue
    }
    // Simple placeholders only: plurals and selects are matched by their exact use.
    if (/\{\w+,/.test(msgid)) continue
    const names: string[] = []
    const source = msgid
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return escape(part)
        names.push(part)
        return '(.+?)'
      })
      .join('')
    patterns.push({ pattern: new RegExp(`^${source}$`), names, translation })
  }
  return (english) => {
    const found = exact.get(english)
    if (found) return found
    for (const { pattern, names, translation } of patterns) {
      const match = pattern.exec(english)
      if (!match) continue
      return translation.replace(/\{(\w+)\}/g, (_, name: string) => {
        const index = names.indexOf(name)
        return index >= 0 ? (match[index + 1] ?? '') : `{${name}}`
      })
    }
    return english
  }
}

const isLocator = (value: unknown): value is Locator =>
  typeof value === 'object' &&
  value !== null &&
  'getByRole' in value &&
  'click' in value

const TEXT_QUERIES = new Set([
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByTitle',
  'getByAltText',
])

/**
 * `target` (a page or a locator) whose role, label and text queries name
 * the interface's English words and find them in `translate`'s language,
 * as do the locators it gives: the page objects written with the spec's
 * English words drive the app in any language.
 */
export function inLanguage<Target extends Page | Locator>(
  target: Target,
  translate: Translate,
): Target {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const [first, options] = args
        if (
          property === 'getByRole' &&
          options &&
          typeof (options as { name?: unknown }).name === 'string'
        ) {
          const named = options as { name: string }
          args = [first, { ...named, name: translate(named.name) }]
        } else if (
          TEXT_QUERIES.has(String(property)) &&
          typeof first === 'string'
        ) {
          args = [translate(first), ...args.slice(1)]
        }
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(
          object,
          args,
        )
        return isLocator(result) ? inLanguage(result, translate) : result
      }
    },
  })
}
