/**
 * The flags every Chromium of the project runs with: the end-to-end suite's
 * (playwright.config.ts, e2e/smoke/browsers.ts) and the performance
 * scripts' (perf-stack.mjs).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
