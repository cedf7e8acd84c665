import { mkdirSync } from 'node:fs'

import type { Locator, Page } from '@playwright/test'

import {
  installFakeSpeech,
  type FakeSpeech,
  type FakeSpeechOptions,
} from '../mocks/testing/fake-speech'

import { expect, expectNoAxeViolations, signIn, test } from './fixtures'
import { inLanguage, translator } from './pages/catalogue'
import { ReportPage, THYROID_REPORT } from './pages/report'

/** Where the screenshots of the report being read are looked at. */
const SHOTS = '/tmp/readaloud-shots'

const SPEECH: FakeSpeechOptions = {
  voices: [
    {
      name: 'Google US English',
      lang: 'en-US',
      localService: false,
      default: true,
    },
    { name: 'Daniel', lang: 'en-GB', localService: true },
  ],
  // As Chrome: the voices are listed a moment after the page asks.
  voicesLater: true,
}

type WithSpeech = Window & { __fakeSpeech: FakeSpeech }

/** The stand-in's voices arrive, the utterance being spoken ends, … */
const speech = {
  voicesArrive: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as WithSpeech).__fakeSpeech.voicesArrive(),
    ),
  finish: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as WithSpeech).__fakeSpeech.finish(),
    ),
  speaking: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as WithSpeech).__fakeSpeech.speaking(),
    ),
  spoken: (page: Page) =>
    page.evaluate(() => (window as unknown as WithSpeech).__fakeSpeech.spoken),
  /** Finishes utterances until the block being read starts with `text`. */
  finishUntil: (page: Page, text: string) =>
    page.evaluate((start) => {
      const fake = (window as unknown as WithSpeech).__fakeSpeech
      for (let i = 0; i < 60 && !fake.speaking()?.startsWith(start); i++)
        fake.finish()
      return fake.speaking()
    }, text),
}

/** In the window, above the question bar fixed at its bottom (once a smooth scroll has come to rest). */
async function expectClearOfTheQuestionBar(block: Locator, report: ReportPage) {
  await expect(block).toBeInViewport({ ratio: 1 })
  await expect
    .poll(async () => {
      const [box, bar] = await Promise.all([
        block.boundingBox(),
        report.questionBar.boundingBox(),
      ])
      return box && bar ? box.y + box.height <= bar.y : false
    })
    .toBe(true)
}

async function openReport(
  page: Page,
  user: { email: string; password: string },
) {
  await page.addInitScript(installFakeSpeech, SPEECH)
  await signIn(page, user)
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  await speech.voicesArrive(page)
  return { report, main }
}

test('a report read aloud: block by block with the device’s voice, the block read highlighted and in view, stopped on leaving', async ({
  page,
  user,
}) => {
  mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 1440, height: 900 })
  const { report, main } = await openReport(page, user)
  const controls = main.getByRole('group', { name: 'Read aloud' })
  await expect(controls).toBeVisible()
  await expectNoAxeViolations(page)

  await controls.getByRole('button', { name: 'Read aloud' }).click()
  await expect(controls.getByRole('button', { name: 'Pause' })).toBeFocused()
  await expect(
    main.getByRole('status').filter({ hasText: 'Reading aloud' }),
  ).toBeVisible()
  const reading = main.locator('[data-reading]')
  await expect(reading).toHaveText('Summary')
  await page.screenshot({ path: `${SHOTS}/chromium-1440-start.png` })

  await speech.finish(page)
  await expect(reading).toHaveText(/^Your records show/)
  const [first, second] = await speech.spoken(page)
  expect(first).toEqual({ text: 'Summary', lang: 'en', voice: 'Daniel' })
  expect(second?.text).toMatch(/live with type 1 diabetes reference 1\.$/)

  // Far down the report, the block read is scrolled into view.
  expect(await speech.finishUntil(page, 'What TSH range')).toMatch(
    /^What TSH range/,
  )
  await expect(reading).toHaveText(/^What TSH range/)
  await expectClearOfTheQuestionBar(reading, report)
  const background = await reading.evaluate(
    (block) => getComputedStyle(block).backgroundColor,
  )
  expect(background).not.toBe('rgba(0, 0, 0, 0)')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chromium-1440.png` })

  // In forced colours, the system's own highlight.
  await page.emulateMedia({ forcedColors: 'active' })
  expect(
    await reading.evaluate((block) => getComputedStyle(block).outlineStyle),
  ).toBe('solid')
  await page.screenshot({ path: `${SHOTS}/chromium-1440-forced-colors.png` })
  await page.emulateMedia({ forcedColors: 'none' })

  await page.setViewportSize({ width: 390, height: 844 })
  await speech.finish(page)
  await expect(reading).toHaveText(/^Should my insulin doses/)
  await expectClearOfTheQuestionBar(reading, report)
  await page.screenshot({ path: `${SHOTS}/chromium-390.png` })
  await page.setViewportSize({ width: 1440, height: 900 })

  // Not printed: a page cannot be listened to.
  await page.emulateMedia({ media: 'print' })
  await expect(controls).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await controls.getByRole('button', { name: 'Pause' }).click()
  await expect(controls.getByRole('button', { name: 'Resume' })).toBeFocused()
  expect(await speech.speaking(page)).toBeNull()
  await controls.getByRole('button', { name: 'Resume' }).click()
  expect(await speech.speaking(page)).toMatch(/^Should my insulin doses/)

  // Leaving the report stops the voice.
  await page.getByRole('link', { name: 'New' }).click()
  await expect(main).toBeHidden()
  expect(await speech.speaking(page)).toBeNull()
})

test('not offered where the device has only a speech service’s voice for the report', async ({
  page,
  user,
}) => {
  await page.addInitScript(installFakeSpeech, {
    voices: [{ name: 'Google US English', lang: 'en-US', localService: false }],
  })
  await signIn(page, user)
  const main = await new ReportPage(page).openThyroidReport()
  await expect(
    main.getByRole('heading', { name: THYROID_REPORT }),
  ).toBeVisible()
  await expect(main.getByRole('button', { name: 'Read aloud' })).toHaveCount(0)
})

test('in Arabic: the controls in the interface’s language, right to left; the report read in its own language', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.addInitScript(() =>
    localStorage.setItem('interfaceLanguage', 'ar'),
  )
  await page.addInitScript(installFakeSpeech, SPEECH)
  await signIn(page, user)
  const t = translator('ar')
  const main = await new ReportPage(inLanguage(page, t)).openThyroidReport()
  await speech.voicesArrive(page)
  const controls = main.getByRole('group', { name: t('Read aloud') })
  await controls.getByRole('button', { name: t('Read aloud') }).click()
  await expect(controls.getByRole('button', { name: t('Pause') })).toBeFocused()
  await speech.finish(page)
  expect((await speech.spoken(page))[1]?.text).toMatch(
    /type 1 diabetes reference 1\.$/,
  )
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chromium-1440-ar.png` })
})
