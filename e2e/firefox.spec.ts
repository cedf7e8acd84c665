import { existsSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import puppeteer from 'puppeteer-core'

import { freshUser } from './fixtures'
import { runSmokeJourney } from './smoke/journey'
import { PuppeteerDriver } from './smoke/puppeteer-driver'

/** Debian's Firefox ESR by default; FIREFOX_PATH for another binary. */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const isCI = Boolean(process.env.CI)

test('Firefox: sign in, ask a question, open a citation on a phone, add a note, log out', async ({
  baseURL,
}, testInfo) => {
  // eslint-disable-next-line playwright/no-skipped-test -- only where Firefox is missing outside CI; CI installs it
  test.skip(
    !isCI && !existsSync(FIREFOX_PATH),
    `No Firefox at ${FIREFOX_PATH} (apt-get install firefox-esr, or set FIREFOX_PATH)`,
  )
  test.setTimeout(240_000)
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  })
  try {
    const page = await browser.newPage()
    const screenshots = await runSmokeJourney(
      new PuppeteerDriver('Firefox', page),
      {
        appUrl: baseURL ?? '/',
        user: freshUser(),
        screenshotPrefix: testInfo.outputPath('firefox-'),
        log: (step) => console.info(step),
      },
    )
    for (const path of screenshots) {
      await testInfo.attach(path.slice(path.lastIndexOf('/') + 1), { path })
    }
    expect(screenshots).toHaveLength(3)
  } finally {
    await browser.close()
  }
})
