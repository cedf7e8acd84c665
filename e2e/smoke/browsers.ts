import { existsSync } from 'node:fs'

import puppeteer, { type LaunchOptions, type Page } from 'puppeteer-core'

import { chromiumPath } from '../../playwright.config'
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs'

/** Debian's Firefox ESR by default; FIREFOX_PATH for another binary. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Whether the browser is missing outside CI (CI installs both). */
export const isMissing = (path: string) => !process.env.CI && !existsSync(path)

/** Runs `work` with a page of a browser launched with `options`, closed after. */
async function withBrowser<T>(
  options: LaunchOptions,
  work: (page: Page) => Promise<T>,
) {
  const browser = await puppeteer.launch({ headless: true, ...options })
  try {
    return await work(await browser.newPage())
  } finally {
    await browser.close()
  }
}

/**
 * Runs `work` with a page of a headless Firefox (WebDriver BiDi), closed
 * after; `languages` are the browser's (its Accept-Language and
 * `navigator.languages`), English by default.
 */
export const withFirefox = <T>(
  work: (page: Page) => Promise<T>,
  languages = 'en-US',
) =>
  withBrowser(
    {
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      extraPrefsFirefox: { 'intl.accept_languages': languages },
    },
    work,
  )

/**
 * Runs `work` with a page of a headless Chromium (Debian's, as the suite's)
 * over puppeteer-core, so a journey written for the smoke drivers runs in
 * it unchanged; closed after.
 */
export const withChromium = <T>(work: (page: Page) => Promise<T>) =>
  withBrowser(
    {
      browser: 'chrome',
      // puppeteer-core brings no browser of its own.
      executablePath: chromiumPath || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    work,
  )
