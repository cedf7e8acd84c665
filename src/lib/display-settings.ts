/**
 * How the interface is shown on this device: text size, line spacing and
 * theme, chosen in Display (src/app/layouts/display-dialog.tsx) and kept in
 * local storage (not health data, kept on sign-out). index.html's first
 * script applies the same settings before the first paint, as attributes of
 * the root that global.css reads; page-scripts.test.ts checks that both
 * agree.
 */
import { localStore } from './storage'
import { TEXT_SIZE_CHANGE, TEXT_SIZES } from './text-size'

export { TEXT_SIZES }

/** Local storage: the settings as JSON, `{ textSize, lineSpacing, theme }`. */
export const DISPLAY_KEY = 'displaySettings'

export const LINE_SPACINGS = ['normal', 'wide'] as const
/** `system` follows the device: dark, more contrast, or light. */
export const THEMES = ['system', 'light', 'dark', 'contrast'] as const

export interface DisplaySettings {
  textSize: (typeof TEXT_SIZES)[number]
  lineSpacing: (typeof LINE_SPACINGS)[number]
  theme: (typeof THEMES)[number]
}

const DEFAULT_DISPLAY: DisplaySettings = {
  textSize: 100,
  lineSpacing: 'normal',
  theme: 'system',
}

const oneOf = <T>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

/** The stored settings, each one that is missing or unknown as the default. */
export function readDisplaySettings(): DisplaySettings {
  let stored: Partial<Record<keyof DisplaySettings, unknown>> = {}
  try {
    const parsed: unknown = JSON.parse(localStore.read(DISPLAY_KEY) ?? '{}')
    if (parsed && typeof parsed === 'object') stored = parsed
  } catch {
    // Not JSON: the defaults.
  }
  return {
    textSize: oneOf(TEXT_SIZES, stored.textSize, DEFAULT_DISPLAY.textSize),
    lineSpacing: oneOf(
      LINE_SPACINGS,
      stored.lineSpacing,
      DEFAULT_DISPLAY.lineSpacing,
    ),
    theme: oneOf(THEMES, stored.theme, DEFAULT_DISPLAY.theme),
  }
}

const DARK = '(prefers-color-scheme: dark)'
const MORE_CONTRAST = '(prefers-contrast: more)'

const matches = (query: string) =>
  typeof matchMedia === 'function' && matchMedia(query).matches

/**
 * The theme shown: the chosen one, or the system's. A dark system is dark
 * even when it asks for more contrast: the dark theme's text already keeps
 * more than 7:1, and a person who chose dark is not dazzled with white.
 */
function themeShown(theme: DisplaySettings['theme']) {
  if (theme !== 'system') return theme
  if (matches(DARK)) return 'dark'
  return matches(MORE_CONTRAST) ? 'contrast' : 'light'
}

/** The root's attributes for `settings`; defaults leave theirs off. */
export function applyDisplaySettings(settings: DisplaySettings): void {
  const root = document.documentElement
  const set = (name: string, value: string | null) => {
    if (value === null) root.removeAttribute(name)
    else root.setAttribute(name, value)
  }
  set('data-theme', themeShown(settings.theme))
  const textSize = settings.textSize === 100 ? null : String(settings.textSize)
  if (root.getAttribute('data-text-size') !== textSize) {
    set('data-text-size', textSize)
    dispatchEvent(new Event(TEXT_SIZE_CHANGE))
  }
  set(
    'data-line-spacing',
    settings.lineSpacing === 'normal' ? null : settings.lineSpacing,
  )
}

export function saveDisplaySettings(settings: DisplaySettings): void {
  localStore.write(DISPLAY_KEY, JSON.stringify(settings))
  applyDisplaySettings(settings)
}

/**
 * Shows the choices made in another tab as they are made. (The system's
 * theme, as it changes, index.html's first script follows.) Answers the stop.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_KEY || event.key === null)
      applyDisplaySettings(readDisplaySettings())
  }
  addEventListener('storage', onStorage)
  return () => removeEventListener('storage', onStorage)
}
