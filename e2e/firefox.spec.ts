import { expect, test } from '@playwright/test'
import type { Page } from 'puppeteer-core'

import { installFakeSpeech } from '../mocks/testing/fake-speech'

import { freshUser } from './fixtures'
import { translator } from './pages/catalogue'
import { FIREFOX_PATH, isMissing, withFirefox } from './smoke/browsers'
import {
  clickThyroidReport,
  LANDING_HEADING,
  runSmokeJourney,
  signInThrough,
  until,
} from './smoke/journey'
import { PuppeteerDriver } from './smoke/puppeteer-driver'

test.beforeEach(() => {
  // eslint-disable-next-line playwright/no-skipped-test -- only where Firefox is missing outside CI; CI installs it
  test.skip(
    isMissing(FIREFOX_PATH),
    `No Firefox at ${FIREFOX_PATH} (apt-get install firefox-esr, or set FIREFOX_PATH)`,
  )
})

/**
 * Fails every request of `page` whose address matches `cut`, as on a
 * dropped connection, until the returned function brings it back.
 */
async function cutRequests(page: Page, cut: RegExp) {
  let isCut = true
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    void (isCut && cut.test(request.url())
      ? request.abort('internetdisconnected')
      : request.continue())
  })
  return () => {
    isCut = false
  }
}

test('Firefox: sign in, ask a question, open a citation on a phone, add a note, log out', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const screenshots = await withFirefox((page) =>
    runSmokeJourney(new PuppeteerDriver('Firefox', page), {
      appUrl: baseURL ?? '/',
      user: freshUser(),
      screenshotPrefix: testInfo.outputPath('firefox-'),
      log: (step) => console.info(step),
    }),
  )
  for (const path of screenshots) {
    await testInfo.attach(path.slice(path.lastIndexOf('/') + 1), { path })
  }
  expect(screenshots).toHaveLength(3)
})

test('Firefox in Spanish: the same journey, the interface in the browser’s language', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const screenshots = await withFirefox(
    (page) =>
      runSmokeJourney(new PuppeteerDriver('Firefox', page), {
        appUrl: baseURL ?? '/',
        user: freshUser(),
        screenshotPrefix: testInfo.outputPath('firefox-es-'),
        log: (step) => console.info(step),
        translate: translator('es'),
      }),
    'es-ES, es',
  )
  for (const path of screenshots) {
    await testInfo.attach(path.slice(path.lastIndexOf('/') + 1), { path })
  }
  expect(screenshots).toHaveLength(3)
})

test('Firefox: a page whose code could not be fetched opens, styled, once the connection is back', async ({
  baseURL,
}) => {
  // Firefox keeps a module's failed fetch for the life of the page: only a
  // fresh load of the page brings it.
  test.setTimeout(120_000)
  await withFirefox(async (page) => {
    const driver = new PuppeteerDriver('Firefox', page)
    await signInThrough(driver, baseURL ?? '/', freshUser())
    const reconnect = await cutRequests(
      page,
      /\/assets\/report-detail-route-[^/]+\.(js|css)$/,
    )

    await clickThyroidReport(driver)
    // The page the person was on stays while the report's code is awaited.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await driver.waitFor('heading', LANDING_HEADING)
    expect(await driver.url()).not.toMatch(/\/report\//)

    reconnect()
    await driver.waitFor('heading', 'Summary', { timeout: 30_000 })
    expect(await driver.url()).toMatch(/\/report\/analyses\/[^/]+$/)
    const isStyled = await driver.evaluate<boolean>(
      "return [...document.styleSheets].some((sheet) => sheet.href?.includes('/report-detail-route-') && sheet.cssRules.length > 0)",
    )
    expect(isStyled).toBe(true)
  })
})

test('Firefox: a menu whose code failed while the page was idle asks to reload the page; reloaded, it opens', async ({
  baseURL,
}) => {
  // Firefox keeps the failure, so retrying never brings the menu's code.
  test.setTimeout(120_000)
  await withFirefox(async (page) => {
    const driver = new PuppeteerDriver('Firefox', page)
    const reconnect = await cutRequests(page, /\/assets\/menu-popup-[^/]+\.js$/)
    await signInThrough(driver, baseURL ?? '/', freshUser())

    await driver.click('button', 'Patient Jane Doe')
    await driver.waitFor('button', 'Reload page', { timeout: 30_000 })
    const notice = await driver.evaluate<string | undefined>(
      "return [...document.querySelectorAll('[role=alert]')].map((alert) => alert.textContent).join(' ')",
    )
    expect(notice).toContain(
      'Part of the app could not be loaded. Reload the page to use it.',
    )

    // The connection is back for the page loaded afresh.
    await driver.click('button', 'Reload page')
    reconnect()
    await driver.waitForGone('button', 'Reload page', { timeout: 30_000 })
    await driver.waitFor('heading', LANDING_HEADING, { timeout: 30_000 })
    await driver.click('button', 'Patient Jane Doe')
    await driver.waitFor('menuitem', 'Add New Patient')
  })
})

test('Firefox: a report read aloud with the device’s voice, the block read highlighted and in view, stopped on leaving', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  await withFirefox(async (page) => {
    await page.evaluateOnNewDocument(installFakeSpeech, {
      voices: [{ name: 'Daniel', lang: 'en-GB', localService: true }],
    })
    const driver = new PuppeteerDriver('Firefox', page)
    await signInThrough(driver, baseURL ?? '/', freshUser())
    await driver.setViewport(1440, 900)
    await clickThyroidReport(driver)
    await driver.waitFor('heading', 'Summary', { timeout: 30_000 })
    await driver.click('button', 'Read aloud')
    await driver.waitFor('button', 'Pause')
    const reading = () =>
      driver.evaluate<string | null>(
        "return document.querySelector('[data-reading]')?.textContent ?? null",
      )
    expect(await reading()).toBe('Summary')
    expect(
      await driver.evaluate<string | null>(
        'window.__fakeSpeech.finish(); return window.__fakeSpeech.speaking()',
      ),
    ).toMatch(/live with type 1 diabetes reference 1\.$/)

    // Far down, the block read comes into view above the question bar.
    const readUntil = (start: string) =>
      driver.evaluate<string | null>(`
        const fake = window.__fakeSpeech
        for (let i = 0; i < 60 && !fake.speaking()?.startsWith(${JSON.stringify(start)}); i++) fake.finish()
        return fake.speaking()`)
    const isInView = () =>
      driver.evaluate<boolean>(`
        const block = document.querySelector('[data-reading]').getBoundingClientRect()
        const bar = document.querySelector('textarea').closest('form').getBoundingClientRect()
        const background = getComputedStyle(document.querySelector('[data-reading]')).backgroundColor
        return block.top >= 0 && block.bottom <= bar.top && background !== 'rgba(0, 0, 0, 0)'`)
    expect(await readUntil('What TSH range')).toMatch(/^What TSH range/)
    await until(isInView, 'the block read in view')
    await driver.screenshot(
      test.info().outputPath('firefox-read-aloud-1440.png'),
    )

    await driver.setViewport(390, 844)
    expect(await readUntil('Should my insulin doses')).toMatch(
      /^Should my insulin doses/,
    )
    await until(isInView, 'the block read in view on a phone')
    await driver.screenshot(
      test.info().outputPath('firefox-read-aloud-390.png'),
    )

    await driver.click('link', 'New')
    await driver.waitFor('heading', LANDING_HEADING)
    expect(
      await driver.evaluate<string | null>(
        'return window.__fakeSpeech.speaking()',
      ),
    ).toBeNull()
  })
})

test('Firefox: each theme and text size, the landing page and a report, without sideways scrolling', async ({
  baseURL,
}) => {
  test.setTimeout(180_000)
  await withFirefox(async (page) => {
    const driver = new PuppeteerDriver('Firefox', page)
    await signInThrough(driver, baseURL ?? '/', freshUser())
    const url = await driver.evaluate<string>('return location.href')
    const shots = test.info().outputPath('firefox-display-')
    let reportUrl: string | undefined
    for (const { theme, textSize, width } of [
      { theme: 'light', textSize: 100, width: 1440 },
      { theme: 'dark', textSize: 100, width: 1440 },
      { theme: 'contrast', textSize: 100, width: 1440 },
      { theme: 'dark', textSize: 200, width: 1280 },
      { theme: 'light', textSize: 200, width: 390 },
      { theme: 'contrast', textSize: 150, width: 390 },
    ]) {
      await driver.evaluate(
        `localStorage.setItem('displaySettings', ${JSON.stringify(
          JSON.stringify({ theme, textSize, lineSpacing: 'normal' }),
        )})`,
      )
      await driver.setViewport(width, width < 768 ? 844 : 900)
      await driver.goto(url)
      await driver.waitFor('heading', LANDING_HEADING)
      const shown = await driver.evaluate<{
        theme: string | null
        fontSize: number
        overflow: number
      }>(`return {
        theme: document.documentElement.getAttribute('data-theme'),
        fontSize: parseFloat(getComputedStyle(document.body).fontSize),
        // innerWidth counts a classic scrollbar, scrollWidth does not.
        overflow: Math.max(0, document.documentElement.scrollWidth - innerWidth),
      }`)
      expect(shown).toEqual({
        theme,
        fontSize: (17 * textSize) / 100,
        overflow: 0,
      })
      const name = `${theme}-${textSize}-${width}`
      await driver.screenshot(`${shots}${name}-landing.png`)
      // The report from its project's tree once, then by its address.
      if (reportUrl) await driver.goto(reportUrl)
      else await clickThyroidReport(driver)
      await driver.waitFor('heading', 'Summary', { timeout: 30_000 })
      reportUrl ??= await driver.evaluate<string>('return location.href')
      expect(
        await driver.evaluate<number>(
          'return document.documentElement.scrollWidth - innerWidth',
        ),
      ).toBeLessThanOrEqual(0)
      await driver.screenshot(`${shots}${name}-report.png`)
    }
  })
})
