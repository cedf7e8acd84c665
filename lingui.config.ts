import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * The interface's languages (src/i18n/locales.ts lists them for the app).
 * The source messages are the English texts in the code; every catalogue is
 * a PO file in src/locales, kept in step with the code by `lingui extract`
 * (`npm run i18n:check` fails when extracting would change one).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'zh-Hans', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'messageId',
})
