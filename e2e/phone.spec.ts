import { animationsFinished, expect, test } from './fixtures'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import { holdQuestionsInProgress, ReportPage } from './pages/report'

const QUESTION = 'Does selenium help with Hashimoto thyroiditis?'
const TIMING =
  'Should I take levothyroxine at a different time from my other medicines?'

/**
 * A phone's page has classic scrollbars in some browsers (Firefox, Chrome
 * with a mouse attached); headless Chromium hides them unless told not to.
 */
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] })
    },
    { scope: 'worker' },
  ],
})

test('on a phone the citation side panel fits the viewport, scrollbar or not, and a tapped marker leaves no tip over it', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  await page.getByRole('button', { name: 'Navigation' }).click()
  const main = await report.openThyroidReport()
  // The page scrolls, so a classic scrollbar takes its width from the viewport.
  expect(
    await page.evaluate(
      () => window.innerWidth - document.documentElement.clientWidth,
    ),
  ).toBeGreaterThan(0)

  await report.marker(main, 1).tap()
  const citation = report.sidePanel('Citation')
  await expect(citation).toBeVisible()
  await expect(page.getByRole('tooltip')).toBeHidden()
  // The panel slides in from the right: measure it where it comes to rest.
  await animationsFinished(citation)
  const box = await citation.boundingBox()
  const viewportWidth = await page.evaluate(
    () => document.documentElement.clientWidth,
  )
  expect(box?.x).toBe(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(viewportWidth, 0)

  // Nothing covers the paper's links: a tap on PubMed reaches the link.
  const pubMed = citation.getByRole('link', { name: 'PubMed' })
  await expect(pubMed).toBeVisible()
  const center = await pubMed.evaluate((link) => {
    const rect = link.getBoundingClientRect()
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    return document.elementFromPoint(x, y)?.closest('a') === link
  })
  expect(center).toBe(true)
})

test('on a phone the navigation drawer closes from its own button, the overlay or Escape, and focus returns to the menu button', async ({
  signedInPage: page,
}) => {
  const menuButton = page.getByRole('button', { name: 'Navigation' })
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  const close = drawer.getByRole('button', { name: 'Close navigation' })

  await menuButton.click()
  await expect(close).toBeVisible()
  await animationsFinished(drawer)
  // The close button sits where the menu button is: the same place opens and closes.
  const [menuBox, closeBox] = await Promise.all([
    menuButton.boundingBox(),
    close.boundingBox(),
  ])
  expect(closeBox?.x).toBeCloseTo(menuBox?.x ?? -1, 0)
  expect(closeBox?.y).toBeCloseTo(menuBox?.y ?? -1, 0)
  await close.click()
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await expect(drawer).toBeVisible()
  // The overlay: the strip of page to the right of the drawer.
  await page.mouse.click(380, 600)
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()

  // A choice made in the drawer closes it too.
  await menuButton.click()
  await new ReportPage(page).clickThyroidReport()
  await expect(page).toHaveURL(/\/report\/analyses\//)
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('on a phone an answer that finishes behind another panel gets its notice, whose link brings it into view', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  const nav = new NavigationPage(page)
  const release = await holdQuestionsInProgress(page)
  await page.getByRole('button', { name: 'Navigation' }).click()
  await report.openThyroidReport()
  await report.followUpField.fill(QUESTION)
  await report.askButton.click()
  const asked = report.panel(QUESTION)
  await expect(asked.getByText('Researching your question…')).toBeVisible()

  // Another question of the report opens from the project tree over it.
  await page.getByRole('button', { name: 'Navigation' }).click()
  await nav.region.getByRole('link', { name: TIMING }).click()
  await expect(report.panel(TIMING)).toBeVisible()
  await expect(asked).toBeHidden()

  release()
  const notice = page.getByText(/^Your answer is ready:/)
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveTitle(/^\(1\) /)
  await notice.getByRole('link', { name: QUESTION }).click()
  await report.expectAnswered(asked)
  await expect(report.panel(TIMING)).toBeHidden()
  await expect(page).not.toHaveTitle(/^\(1\) /)
})

test('on a phone a toast on its way out lets a press through to the top bar under it', async ({
  signedInPage: page,
}) => {
  const records = new RecordsPage(page)
  await records.openProjectRecords('My First Project')
  await records.createReportButton.click()
  const toast = page.getByRole('alert').filter({
    hasText: 'Please select at least one record to create a report.',
  })
  await expect(toast).toBeVisible()
  await animationsFinished(toast)
  // Its slide away slowed, as on a busy phone: until it ends the toast and
  // the container around it keep their place over the top bar.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 })
  // Closed at once (a press would wait for the slowed page to settle).
  await toast.getByRole('button', { name: 'Close' }).dispatchEvent('click')
  await page.getByRole('button', { name: 'Navigation' }).click({
    timeout: 5_000,
  })
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
})
