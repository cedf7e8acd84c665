import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, signIn, test } from './fixtures'
import { expectNoHorizontalScroll } from './pages/a11y-checks'
import { ReportPage } from './pages/report'
import { forEachScreen, HEADING, userMenuButton } from './pages/screens'

// Reading help: the Display dialog's text size, line spacing and theme, kept
// on the device and applied before the first paint; every screen, dialog
// and menu passing axe (its contrast rules too) in each theme, and laid out
// without sideways scrolling at 200 % text.

const english = (text: string) => text

const QUESTION = 'Does the time I take levothyroxine change my TSH?'

interface Settings {
  textSize?: number
  lineSpacing?: 'normal' | 'wide'
  theme?: 'system' | 'light' | 'dark' | 'contrast'
}

/** The settings kept on the device before the app's page first loads. */
async function keepSettings(page: Page, settings: Settings) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('display-set')) {
      localStorage.setItem('displaySettings', value)
      sessionStorage.setItem('display-set', '1')
    }
  }, JSON.stringify(settings))
}

const root = (page: Page) => page.locator('html')

for (const theme of ['light', 'dark', 'contrast'] as const) {
  test(`in the ${theme} theme every screen, dialog and menu passes axe, its contrast rules too`, async ({
    page,
    user,
  }) => {
    test.setTimeout(120_000)
    await keepSettings(page, { theme })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page, user)
    await expect(root(page)).toHaveAttribute('data-theme', theme)
    await forEachScreen(page, english, async (screen) => {
      await expectNoAxeViolations(page)
      await page.screenshot({
        path: test.info().outputPath(`${theme}-1440-${screen}.png`),
      })
    })
  })
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at 200 % text and wide line spacing on a ${width} px window, every screen reflows without sideways scrolling and passes axe`, async ({
    page,
    user,
  }) => {
    test.setTimeout(150_000)
    await keepSettings(page, { textSize: 200, lineSpacing: 'wide' })
    await page.setViewportSize({ width, height })
    await signIn(page, user)
    await expect(root(page)).toHaveAttribute('data-text-size', '200')
    // Twice the browser's own size: everything is in rem.
    expect(
      await page.evaluate(() =>
        parseFloat(getComputedStyle(document.body).fontSize),
      ),
    ).toBe(34)
    await forEachScreen(page, english, async (screen) => {
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
      await page.screenshot({
        path: test.info().outputPath(`200-${width}-${screen}.png`),
      })
    })
  })
}

test('Display applies each choice at once, and the next visit opens with them before its first paint', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  const fontSize = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))
  const background = () =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(await fontSize()).toBe(17)
  expect(await background()).toBe('rgb(255, 255, 255)')

  // A question being typed stays as the layout changes under it.
  const question = new ReportPage(page).questionField
  await question.fill(QUESTION)
  await userMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Display' }).click()
  const dialog = page.getByRole('dialog', { name: 'Display' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: '175%' }).check()
  await dialog.getByRole('radio', { name: 'Dark' }).check()
  expect(await fontSize()).toBe(29.75)
  expect(await background()).toBe('rgb(15, 23, 32)')
  // At 175 % a window of 1,280 px lays out as one of 731: the phone's
  // navigation drawer.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(question).toHaveValue(QUESTION)
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Navigation' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The first script applies them, before the app's code has run.
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort())
  await page.reload()
  await expect(root(page)).toHaveAttribute('data-theme', 'dark')
  await expect(root(page)).toHaveAttribute('data-text-size', '175')
  expect(await background()).toBe('rgb(15, 23, 32)')
  await page.unroute(/\/assets\/index-.*\.js$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  expect(
    await page.evaluate(() =>
      JSON.parse(localStorage.getItem('displaySettings') ?? 'null'),
    ),
  ).toEqual({ textSize: 175, lineSpacing: 'normal', theme: 'dark' })
})

test("'Match this device' follows the system's dark and more-contrast settings as they change; a chosen theme stays", async ({
  page,
  user,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await expect(root(page)).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light', contrast: 'more' })
  await expect(root(page)).toHaveAttribute('data-theme', 'contrast')
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' })
  await expect(root(page)).toHaveAttribute('data-theme', 'light')

  await userMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Display' }).click()
  const dialog = page.getByRole('dialog', { name: 'Display' })
  await dialog.getByRole('radio', { name: 'Light' }).check()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(root(page)).toHaveAttribute('data-theme', 'light')
  await dialog.getByRole('radio', { name: 'Match this device' }).check()
  await expect(root(page)).toHaveAttribute('data-theme', 'dark')
})

test('a report printed in the dark theme at 200 % is black on white at its own size; in forced colours it takes the system’s colours', async ({
  page,
  user,
}) => {
  await keepSettings(page, { theme: 'dark', textSize: 200 })
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, user)
  const report = new ReportPage(page)
  await expect(report.questionField).toBeVisible()
  // At 200 % a window of 1,440 px has the phone's navigation drawer.
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Navigation' })
    .click()
  await report.openThyroidReport()

  await page.emulateMedia({ media: 'print' })
  const printed = await page.evaluate(() => {
    const style = getComputedStyle(document.body)
    return {
      background: style.backgroundColor,
      color: style.color,
      fontSize: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }
  })
  expect(printed).toEqual({
    background: 'rgb(255, 255, 255)',
    color: 'rgb(0, 0, 0)',
    fontSize: 16,
  })
  // Forced colours: the system's own, whatever the theme (axe's contrast
  // rules do not apply: the browser chooses every colour).
  await page.emulateMedia({ media: 'screen', forcedColors: 'active' })
  expect(
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  ).not.toBe('rgb(15, 23, 32)')
  await page.screenshot({
    path: test.info().outputPath('forced-colors-report.png'),
  })
})
