import type { Page } from '@playwright/test'

import {
  expect,
  expectNoAxeViolations,
  refuseTokenRefresh,
  signIn,
  test,
} from './fixtures'
import { expectNoHorizontalScroll } from './pages/a11y-checks'
import { inLanguage, translator } from './pages/catalogue'
import { RecordsPage } from './pages/records'
import { ReportPage, THYROID_REPORT } from './pages/report'
import { forEachScreen, HEADING, userMenuButton } from './pages/screens'

// The interface in other languages: chosen from the browser's languages on a
// first visit and from the language control after, every screen, dialog and
// menu passing axe in Spanish and in Arabic (right to left), and a run in the
// pseudo-locale that finds no English left. The page objects name the
// spec's English words; `inLanguage` finds them in the page's language.

for (const { language, locale, dir } of [
  { language: 'es', locale: 'es-ES', dir: 'ltr' },
  { language: 'ar', locale: 'ar-EG', dir: 'rtl' },
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale })
    const t = translator(language)

    test(`a first visit from a browser in ${locale} opens in ${language}; every screen passes axe`, async ({
      page,
      user,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, user)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await forEachScreen(page, t, async (screen) => {
        await expectNoAxeViolations(page)
        await expectNoHorizontalScroll(page)
        if (language === 'ar')
          await page.screenshot({
            path: test.info().outputPath(`ar-1440-${screen}.png`),
          })
      })
      // The report's content keeps its own language and direction.
      const content = page.locator('[data-report-content]').first()
      await expect(content).toHaveAttribute('lang', 'en')
      await expect(content).toHaveAttribute('dir', 'auto')
    })

    test(`on a phone, in ${language}, every screen passes axe without sideways scrolling`, async ({
      page,
      user,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, user)
      await forEachScreen(page, t, async (screen) => {
        await expectNoAxeViolations(page)
        await expectNoHorizontalScroll(page)
        if (language === 'ar')
          await page.screenshot({
            path: test.info().outputPath(`ar-390-${screen}.png`),
          })
      })
      // The narrowest phone: still nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 640 })
      await expectNoHorizontalScroll(page)
      await page.goto('/')
      await expect(
        inLanguage(page, t).getByRole('heading', { name: HEADING }),
      ).toBeVisible()
      await expectNoHorizontalScroll(page)
    })
  })
}

test('the language control switches the interface at once and the choice stays on this device', async ({
  signedInPage: page,
}) => {
  await userMenuButton(page).click()
  await page.getByRole('menuitem', { name: /^Language/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Language' })
  // Each language in its own name and language.
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked()
  await expect(dialog.locator('label[lang="ar"]')).toHaveText('العربية')
  await dialog.getByRole('radio', { name: 'Français' }).check()

  const fr = translator('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('dialog', { name: fr('Language') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: fr(HEADING) })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: fr(HEADING) })).toBeVisible()
  expect(
    await page.evaluate(() => localStorage.getItem('interfaceLanguage')),
  ).toBe('fr')
})

/**
 * The words of plain ASCII letters left in the page (the pseudo-locale
 * accents all but v and x), in its text and in the names and hints its
 * attributes give (aria-label, title, placeholder, alt), outside what is not
 * the interface's: what the API or the person wrote (its own lang, or
 * dir="auto"), dates, and names (the user's own too).
 */
async function englishLeft(page: Page): Promise<string[]> {
  const words = await page.evaluate((userName) => {
    const wordsOf = (text: string) => text.match(/\b[A-Za-z]{3,}\b/g) ?? []
    const copy = document.body.cloneNode(true) as HTMLElement
    const notTheInterfaces = [
      ...copy.querySelectorAll(
        '[lang]:not([lang="en-XA"]), [dir="auto"], bdi, time, script, style, noscript, template, svg, [aria-hidden="true"], [hidden]',
      ),
    ]
    // A name or hint that says what the person or the API wrote ('Open
    // Thyroid Health Report') holds their words too.
    const theirs = new Set([
      ...wordsOf(userName),
      ...notTheInterfaces.flatMap((element) =>
        wordsOf(element.textContent ?? ''),
      ),
    ])
    notTheInterfaces.forEach((element) => element.remove())
    const attributes = [...copy.querySelectorAll('*')]
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      )
      .flatMap(wordsOf)
      .filter((word) => !theirs.has(word))
    return [...new Set([...wordsOf(copy.textContent ?? ''), ...attributes])]
  }, USER_NAME)
  const ALLOWED = [
    'Health',
    'Research',
    'Assistant',
    'Analyze',
    'PubMed',
    'DOI',
    'Google',
    'Scholar',
    'BibTeX',
    'RIS',
    'PDF',
  ]
  return words.filter((word) => !ALLOWED.includes(word))
}

/** The identity provider's name for a new user (mocks/idp/users.ts), in the user menu's name. */
const USER_NAME = 'Test User'

const inPseudoLocale = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'pseudo'))

test('in the pseudo-locale no English is left on any screen', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000)
  await inPseudoLocale(page)
  await signIn(page, user)
  await forEachScreen(page, translator('pseudo'), async (screen) => {
    expect(await englishLeft(page), `English on the ${screen}`).toEqual([])
  })
})

test('in the pseudo-locale no English is left in a toast, on an error page or in the Session Expired dialog', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000)
  const t = translator('pseudo')
  const inPage = inLanguage(page, t)
  await inPseudoLocale(page)
  await page.clock.install()
  await signIn(page, user)
  const records = new RecordsPage(inPage)
  await records.openAnalyzeTab()
  await records.main.locator('button[aria-haspopup="menu"]').first().click()
  await page.getByRole('menuitemradio', { name: 'My First Project' }).click()
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await records.createReportButton.click()
  await expect(
    records.toast(t('Please select at least one record to create a report.')),
  ).toBeVisible()
  expect(await englishLeft(page), 'English in the toast').toEqual([])

  await page.goto('/report/analyses/no-such-analysis')
  await expect(inPage.getByRole('heading', { name: 'Not found' })).toBeVisible({
    timeout: 15_000,
  })
  expect(await englishLeft(page), 'English on Not found').toEqual([])

  await refuseTokenRefresh(page)
  await page.clock.fastForward('10:00')
  await expect(
    inPage.getByRole('dialog', { name: 'Session Expired' }),
  ).toBeVisible()
  expect(await englishLeft(page), 'English in Session Expired').toEqual([])

  await page.route('**/config.json', (route) => route.abort())
  await page.goto('/')
  // Its texts are index.html's own (in the pseudo-locale too), not a catalogue's.
  await expect(
    page.getByRole('heading', { name: 'Àƥƥĺĩćàţĩōń Ēŕŕōŕ' }),
  ).toBeVisible()
  expect(await englishLeft(page), 'English on the start-up failure').toEqual([])
})

test(`the ${THYROID_REPORT} in Arabic: the interface right to left, the report as it came`, async ({
  page,
  user,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('interfaceLanguage', 'ar'),
  )
  await signIn(page, user)
  const t = translator('ar')
  const report = new ReportPage(inLanguage(page, t))
  const panel = await report.openThyroidReport()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // The report's text runs left to right inside the right-to-left page.
  const direction = await panel
    .locator('[data-report-content] p')
    .first()
    .evaluate((element) => getComputedStyle(element).direction)
  expect(direction).toBe('ltr')
})
