import {
  DISPLAY_KEY,
  followOtherTabs,
  readDisplaySettings,
  saveDisplaySettings,
} from './display-settings'
import { scaledWidth } from './text-size'

const root = document.documentElement
const shown = () => ({
  theme: root.getAttribute('data-theme'),
  textSize: root.getAttribute('data-text-size'),
  lineSpacing: root.getAttribute('data-line-spacing'),
})

/** A system whose answers to media queries can change, as a device's do. */
function system() {
  const matching = new Set<string>()
  const listeners = new Map<string, Set<() => void>>()
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return matching.has(query)
        },
        addEventListener: (_: string, listener: () => void) => {
          if (!listeners.has(query)) listeners.set(query, new Set())
          listeners.get(query)!.add(listener)
        },
        removeEventListener: (_: string, listener: () => void) =>
          listeners.get(query)?.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return {
    set(query: string, matches: boolean) {
      if (matches) matching.add(query)
      else matching.delete(query)
      listeners.get(query)?.forEach((listener) => listener())
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  for (const name of ['data-theme', 'data-text-size', 'data-line-spacing'])
    root.removeAttribute(name)
})

test('nothing stored, or something unknown, reads as the defaults', () => {
  expect(readDisplaySettings()).toEqual({
    textSize: 100,
    lineSpacing: 'normal',
    theme: 'system',
  })
  localStorage.setItem(
    DISPLAY_KEY,
    '{"textSize":175,"lineSpacing":"double","theme":["dark"]}',
  )
  expect(readDisplaySettings()).toEqual({
    textSize: 175,
    lineSpacing: 'normal',
    theme: 'system',
  })
  localStorage.setItem(DISPLAY_KEY, '[1')
  expect(readDisplaySettings().textSize).toBe(100)
})

test('saved settings are kept on the device and shown at once', () => {
  system()
  saveDisplaySettings({ textSize: 150, lineSpacing: 'wide', theme: 'dark' })
  expect(JSON.parse(localStorage.getItem(DISPLAY_KEY)!)).toEqual({
    textSize: 150,
    lineSpacing: 'wide',
    theme: 'dark',
  })
  expect(shown()).toEqual({
    theme: 'dark',
    textSize: '150',
    lineSpacing: 'wide',
  })
  saveDisplaySettings({ textSize: 100, lineSpacing: 'normal', theme: 'light' })
  expect(shown()).toEqual({ theme: 'light', textSize: null, lineSpacing: null })
})

test("'Match this device' is the system's theme at the moment it is chosen", () => {
  const device = system()
  device.set('(prefers-contrast: more)', true)
  saveDisplaySettings({ ...readDisplaySettings(), theme: 'system' })
  expect(shown().theme).toBe('contrast')
  device.set('(prefers-color-scheme: dark)', true)
  saveDisplaySettings({ ...readDisplaySettings(), theme: 'system' })
  expect(shown().theme).toBe('dark')
  saveDisplaySettings({ ...readDisplaySettings(), theme: 'light' })
  expect(shown().theme).toBe('light')
})

test('a choice made in another tab shows in this one', () => {
  system()
  const stop = followOtherTabs()
  localStorage.setItem(
    DISPLAY_KEY,
    JSON.stringify({ textSize: 200, lineSpacing: 'normal', theme: 'dark' }),
  )
  dispatchEvent(new StorageEvent('storage', { key: DISPLAY_KEY }))
  expect(shown()).toEqual({ theme: 'dark', textSize: '200', lineSpacing: null })
  stop()
})

test('a breakpoint scales with the text size', () => {
  expect(scaledWidth(767.98, 100)).toBe(767.98)
  expect(scaledWidth(767.98, 125)).toBe(959.98)
  expect(scaledWidth(1024, 200)).toBe(2048)
})
