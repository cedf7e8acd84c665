import type { Locator, Page } from '@playwright/test'

import { expect } from '../fixtures'

import { inLanguage, type Translate } from './catalogue'
import { NavigationPage } from './navigation'
import { RecordsPage } from './records'
import { ReportPage } from './report'

/** A dialog shown, its opening animation done: axe reads its colours at full opacity. */
async function opened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

export const HEADING = 'Understand your health simply and scientifically'

/** The user menu's button (named by the person's initials and name). */
export const userMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button').last()

/**
 * Each screen of a signed-in visit, in the page's language: the landing
 * page, the user menu with the language and display dialogs, the patient menu, the
 * records page with its How to use dialog and note tab, and a report with
 * a citation open; `check` runs on each.
 */
export async function forEachScreen(
  page: Page,
  t: Translate,
  check: (screen: string) => Promise<void>,
) {
  const inPage = inLanguage(page, t)
  const report = new ReportPage(inPage)
  await expect(report.questionField).toBeVisible()
  await expect(inPage.getByRole('heading', { name: HEADING })).toBeVisible()
  await check('landing')

  await userMenuButton(page).click()
  await expect(inPage.getByRole('menu')).toBeVisible()
  await check('user menu')
  await page.keyboard.press('Escape')
  // The user menu's two dialogs, each opened from it.
  for (const [item, name] of [
    ['Language', 'language dialog'],
    ['Display', 'display dialog'],
  ] as const) {
    await userMenuButton(page).click()
    await inPage.getByRole('menuitem', { name: item }).click()
    const dialog = inPage.getByRole('dialog', { name: item })
    await opened(dialog)
    await check(name)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }

  // The phone's layout: the navigation is a drawer (below 768 px, or a
  // wider window at a larger text size).
  const navigation = new NavigationPage(inPage)
  const isPhone = !(await navigation.region.isVisible())
  if (isPhone) await inPage.getByRole('button', { name: 'Navigation' }).click()
  await navigation.region.locator('button[aria-haspopup]').first().click()
  await expect(navigation.patientMenu).toBeVisible()
  await check('patient menu')
  await page.keyboard.press('Escape')
  if (isPhone) await page.keyboard.press('Escape')

  const records = new RecordsPage(inPage)
  await records.openAnalyzeTab()
  // The project chooser, named by its label and the project's name.
  await records.main.locator('button[aria-haspopup="menu"]').first().click()
  await page.getByRole('menuitemradio', { name: 'Thyroid Health' }).click()
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await check('records')
  await records.main.getByRole('button', { name: 'How to use' }).click()
  const howTo = inPage.getByRole('dialog', {
    name: 'How to Use Analyze My Health',
  })
  await opened(howTo)
  await check('how to use dialog')
  await page.keyboard.press('Escape')
  await expect(howTo).toBeHidden()
  await records.tab('Copy & Paste').click()
  await expect(records.noteName).toBeVisible()
  await check('note tab')

  await page.goto('/')
  await expect(report.questionField).toBeVisible()
  if (isPhone) await inPage.getByRole('button', { name: 'Navigation' }).click()
  const panel = await report.openThyroidReport()
  await check('report')
  await report.marker(panel, 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()
  await check('citation')
}
