import { screen } from '@testing-library/react'

import { pageLanguage } from '@/i18n/languages'
import {
  applyDisplaySettings,
  DISPLAY_KEY,
  readDisplaySettings,
} from '@/lib/display-settings'

import indexHtml from '../../index.html?raw'
import { inlineScripts } from '../../scripts/security-headers.mjs'

// index.html's own scripts, run as the browser runs them: before the app's.
const [language = '', polyfill = '', watch = ''] = inlineScripts(indexHtml)
const run = (script: string) => {
  new Function(script)()
}

describe('the display settings, before the first paint', () => {
  const root = document.documentElement
  const attributes = () =>
    ['data-theme', 'data-text-size', 'data-line-spacing'].map((name) =>
      root.getAttribute(name),
    )
  const system = (queries: string[]) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: queries.includes(query),
          addEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
    for (const name of ['data-theme', 'data-text-size', 'data-line-spacing'])
      root.removeAttribute(name)
  })

  test.each([
    [null, [], ['light', null, null]],
    [null, ['(prefers-color-scheme: dark)'], ['dark', null, null]],
    [null, ['(prefers-contrast: more)'], ['contrast', null, null]],
    [
      null,
      ['(prefers-color-scheme: dark)', '(prefers-contrast: more)'],
      ['dark', null, null],
    ],
    [
      '{"theme":"system"}',
      ['(prefers-contrast: more)'],
      ['contrast', null, null],
    ],
    [
      '{"theme":"dark","textSize":200,"lineSpacing":"wide"}',
      [],
      ['dark', '200', 'wide'],
    ],
    [
      '{"theme":"light"}',
      ['(prefers-color-scheme: dark)'],
      ['light', null, null],
    ],
    ['{"textSize":150}', [], ['light', '150', null]],
    ['{"textSize":"200","theme":"sepia"}', [], ['light', null, null]],
    ['{"textSize":300,"lineSpacing":"huge"}', [], ['light', null, null]],
    ['not json', [], ['light', null, null]],
    ['null', [], ['light', null, null]],
  ] as const)(
    'stored %s, system %j: %j, as the app applies it too',
    (stored, queries, expected) => {
      if (stored) localStorage.setItem(DISPLAY_KEY, stored)
      system([...queries])
      run(language)
      expect(attributes()).toEqual(expected)
      for (const name of ['data-theme', 'data-text-size', 'data-line-spacing'])
        root.removeAttribute(name)
      applyDisplaySettings(readDisplaySettings())
      expect(attributes()).toEqual(expected)
    },
  )
})

test("the page follows the system's theme as it changes while 'Match this device' is chosen, and not once another is", () => {
  const root = document.documentElement
  const matching = new Set<string>()
  const listeners = new Map<string, () => void>()
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return matching.has(query)
        },
        addEventListener: (_: string, listener: () => void) =>
          listeners.set(query, listener),
      }) as unknown as MediaQueryList,
  )
  const change = (query: string, matches: boolean) => {
    if (matches) matching.add(query)
    else matching.delete(query)
    listeners.get(query)?.()
  }
  run(language)
  expect(root).toHaveAttribute('data-theme', 'light')
  change('(prefers-color-scheme: dark)', true)
  expect(root).toHaveAttribute('data-theme', 'dark')
  change('(prefers-color-scheme: dark)', false)
  change('(prefers-contrast: more)', true)
  expect(root).toHaveAttribute('data-theme', 'contrast')
  localStorage.setItem(DISPLAY_KEY, '{"theme":"light"}')
  change('(prefers-color-scheme: dark)', true)
  expect(root).toHaveAttribute('data-theme', 'light')
  localStorage.clear()
  vi.unstubAllGlobals()
  root.removeAttribute('data-theme')
})

describe("the page's language, before the first paint", () => {
  const root = document.documentElement
  afterEach(() => {
    localStorage.clear()
    root.lang = ''
    root.dir = ''
  })

  test.each([
    [null, ['en-US'], 'en'],
    [null, ['es-MX', 'en'], 'es'],
    [null, ['pt-BR', 'fr-CA'], 'fr'],
    [null, ['zh-TW', 'zh-CN'], 'zh-Hans'],
    [null, ['zh-Hant-HK', 'de'], 'de'],
    [null, ['zh'], 'zh-Hans'],
    [null, ['zh-Hans-SG'], 'zh-Hans'],
    [null, ['ar-EG'], 'ar'],
    [null, ['pt', 'ja'], 'en'],
    [null, [], 'en'],
    ['ar', ['en-US'], 'ar'],
    ['de', ['ar'], 'de'],
    ['pseudo', ['en'], 'pseudo'],
    ['klingon', ['fr'], 'fr'],
  ] as const)(
    'stored %s, browser %j: %s, as the app then reads it',
    (stored, browser, expected) => {
      if (stored) localStorage.setItem('interfaceLanguage', stored)
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...browser])
      run(language)
      expect(pageLanguage()).toBe(expected)
      expect(root.lang).toBe(expected === 'pseudo' ? 'en-XA' : expected)
      expect(root.dir).toBe(expected === 'ar' ? 'rtl' : 'ltr')
    },
  )

  test('a page without the script (a unit test) is in English', () => {
    expect(pageLanguage()).toBe('en')
  })
})

describe('the Promise.withResolvers polyfill', () => {
  type WithResolvers = <T>() => {
    promise: Promise<T>
    resolve: (value: T) => void
    reject: (reason?: unknown) => void
  }
  const promiseStatics = Promise as unknown as Record<string, unknown>
  const native = promiseStatics.withResolvers

  afterEach(() => {
    if (native) promiseStatics.withResolvers = native
    else delete promiseStatics.withResolvers
  })

  function installPolyfill() {
    delete promiseStatics.withResolvers
    run(polyfill)
    return promiseStatics.withResolvers as WithResolvers
  }

  test('defines Promise.withResolvers where it is missing, not enumerable', () => {
    const withResolvers = installPolyfill()
    expect(typeof withResolvers).toBe('function')
    expect(Object.keys(Promise)).not.toContain('withResolvers')
  })

  test('its promise settles through the resolve and reject it returns', async () => {
    const withResolvers = installPolyfill()
    const resolved = withResolvers.call(Promise)
    resolved.resolve('done')
    await expect(resolved.promise).resolves.toBe('done')
    const rejected = withResolvers.call(Promise)
    rejected.reject(new Error('refused'))
    await expect(rejected.promise).rejects.toThrow('refused')
  })

  test('leaves a native Promise.withResolvers alone', () => {
    const own = () => 'native'
    promiseStatics.withResolvers = own
    run(polyfill)
    expect(promiseStatics.withResolvers).toBe(own)
  })
})

describe("the loading page's watch", () => {
  const FAILURE_TEXT =
    'Could not initialize the application. Please try again later.'
  const listeners: EventListener[] = []

  beforeEach(() => {
    // index.html's body as the browser parses it; its scripts do not run.
    const page = new DOMParser().parseFromString(indexHtml, 'text/html')
    document.body.replaceChildren(
      ...[...page.body.childNodes].map((node) =>
        document.importNode(node, true),
      ),
    )
    document.documentElement.removeAttribute(__APP_STARTED_ATTRIBUTE__)
  })

  /** Runs the watch as the page does, in the language its first script chose. */
  function runWatch(lang = 'en') {
    document.documentElement.lang = lang
    const add = vi.spyOn(window, 'addEventListener')
    run(watch)
    document.documentElement.lang = ''
    listeners.push(
      ...add.mock.calls.flatMap(([, listener]) =>
        typeof listener === 'function' ? [listener] : [],
      ),
    )
    add.mockRestore()
  }

  afterEach(() => {
    for (const listener of listeners.splice(0)) {
      window.removeEventListener('load', listener)
    }
  })

  test('when the page has loaded and the app never started, the startup failure screen replaces the loading page', () => {
    runWatch()
    expect(screen.getByRole('status')).toHaveTextContent('Loading')

    window.dispatchEvent(new Event('load'))

    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    const alert = screen.getByRole('alert')
    expect(alert).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Application Error' }),
    )
    expect(alert).toHaveTextContent(FAILURE_TEXT)
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
  })

  test('in the language the page was opened in, the loading page and the failure screen say it in that language', () => {
    runWatch('ar')
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل')

    window.dispatchEvent(new Event('load'))

    expect(
      screen.getByRole('heading', { level: 1, name: 'خطأ في التطبيق' }),
    ).toBeInTheDocument()
  })

  test('an app that started keeps its page: the watch leaves it alone', () => {
    runWatch()
    // As the app's entry marks the page (src/main.tsx).
    document.documentElement.setAttribute(__APP_STARTED_ATTRIBUTE__, '')

    window.dispatchEvent(new Event('load'))

    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
