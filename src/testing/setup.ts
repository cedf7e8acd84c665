/**
 * Vitest's setup file. Tests run in jsdom unless their file starts with
 * `// @vitest-environment node`: tests of plain functions (validation,
 * formatting, citation numbering …) and of the identity provider in mocks/idp,
 * which talks to real servers. They have no DOM and start about 3 s sooner
 * (jsdom and the setup below take that long to load for every file): the DOM
 * setup and the API stand-in are for the others.
 */
// The interface's language, English, as the app's entry sets it before
// anything renders: messages made outside React need it active.
import '@/i18n/i18n'

if (typeof window !== 'undefined') await import('./setup-tests')
