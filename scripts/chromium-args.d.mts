// Types of chromium-args.mjs for playwright.config.ts and the end-to-end suite.
export const CHROMIUM_ARGS: string[]
