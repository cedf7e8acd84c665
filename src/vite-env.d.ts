/// <reference types="vite/client" />

/**
 * The attribute the app's entry sets on <html> as soon as it runs, for the
 * loading page's watch (src/startup/startup-watch.ts). A constant of the
 * build (vite.config.ts), not a module: the two are separate chunks, and a
 * module they shared would make the watch's chunk load the entry's.
 */
declare const __APP_STARTED_ATTRIBUTE__: string
