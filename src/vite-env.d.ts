/// <reference types="vite/client" />

/**
 * The attribute the app's entry sets on <html> as soon as it runs, for the
 * loading page's watch, an inline script of index.html that names it
 * itself (src/startup/page-scripts.test.ts checks the two agree). A
 * constant of the build (vite.config.ts).
 */
declare const __APP_STARTED_ATTRIBUTE__: string

/** A Lingui catalogue (src/locales/*.po), compiled by @lingui/vite-plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
