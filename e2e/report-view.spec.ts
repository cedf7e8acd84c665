import { expect, expectNoAxeViolations, test } from './fixtures'
import { ReportPage, rewriteAnalyses, THYROID_REPORT } from './pages/report'

const GLUCOSE = 'Can my thyroid condition affect my blood sugar control?'
const TIMING =
  'Should I take levothyroxine at a different time from my other medicines?'

test('the Thyroid report: citations, missing references, references list, panels', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  const reportUrl = page.url()
  await expectNoAxeViolations(page)

  // A cited paper missing from the bibliography, and one without a title.
  await report.marker(main, 8).click()
  const citation = report.sidePanel('Citation')
  await expect(
    citation.getByRole('heading', { name: 'Reference Not Found' }),
  ).toBeVisible()
  await report.marker(main, 4).click()
  await expect(
    citation.getByRole('heading', { name: 'Title not available' }),
  ).toBeVisible()
  await citation.getByRole('button', { name: 'Hide panel' }).click()
  await expect(citation).toBeHidden()
  await page.getByRole('button', { name: 'Show citation' }).click()
  await expect(citation).toBeVisible()
  await citation.getByRole('button', { name: 'Close panel' }).click()

  // The references at the end of the report, numbered in order.
  const list = main.getByRole('list', { name: 'References' })
  await expect(list.locator(':scope > li')).toHaveCount(8)
  await expect(list.locator(':scope > li').first()).toContainText(
    'Autoimmune thyroid disease',
  )
  await main
    .getByRole('heading', { name: 'References' })
    .getByRole('button')
    .click()
  await expect(list).toBeHidden()

  // Two follow-ups side by side; closing one returns the URL to the other.
  const asked = main.getByRole('region', { name: 'Your follow-up questions' })
  await asked.getByRole('button', { name: GLUCOSE }).click()
  await asked.getByRole('button', { name: TIMING }).click()
  await expect(report.panels).toHaveCount(3)
  await expect(report.panel(TIMING)).toBeVisible()
  await expectNoAxeViolations(page)
  await report
    .panel(TIMING)
    .getByRole('button', { name: /^Close panel/ })
    .click()
  await expect(report.panels).toHaveCount(2)
  await report
    .panel(GLUCOSE)
    .getByRole('button', { name: /^Close panel/ })
    .click()
  await expect(report.panels).toHaveCount(1)
  await expect(page).toHaveURL(reportUrl)
})

test('on a phone only the last panel shows and nothing scrolls sideways', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  await main
    .getByRole('region', { name: 'Your follow-up questions' })
    .getByRole('button', { name: GLUCOSE })
    .click()
  await expect(report.panel(GLUCOSE)).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  const question = report.panel(GLUCOSE)
  await expect(question.getByRole('heading', { name: GLUCOSE })).toBeVisible()
  await expect(report.panels).toHaveCount(1)
  const fits = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
  expect(await fits()).toBe(true)
  await report.marker(question, 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()
  expect(await fits()).toBe(true)
  await page.keyboard.press('Escape')

  await question.getByRole('button', { name: 'Back' }).click()
  await expect(report.panel(THYROID_REPORT)).toBeVisible()
  await expect(report.panels).toHaveCount(1)
  expect(await fits()).toBe(true)
  await expectNoAxeViolations(page)
})

test('scripts and script links in report content stay inert', async ({
  signedInPage: page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = [
    '<script>alert("script")</script>',
    '<img src="x" onerror="alert(\'img\')">',
    '<iframe src="javascript:alert(\'iframe\')"></iframe>',
    '<svg onload="alert(\'svg\')"></svg>',
    '[Click me](javascript:alert("link"))',
    '[Data](data:text/html,<script>alert("data")</script>)',
    'Cited [31849204-abstract-1].',
  ].join('\n\n')
  await rewriteAnalyses(page, '**/analysis/report/*', (analysis) => ({
    ...analysis,
    content: payload,
    furtherQuestions: ['<img src="x" onerror="alert(\'suggestion\')">'],
  }))
  const report = new ReportPage(page)
  const main = await report.clickThyroidReport()
  await expect(main.getByText('Click me')).toBeVisible()
  await expect(main.getByRole('link', { name: /Click me|Data/ })).toHaveCount(0)
  await expect(main.locator('script, iframe, img')).toHaveCount(0)
  await main.getByText('Click me').click()
  await report.marker(main, 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()
  expect(dialogs).toEqual([])
})

test('named character references in report content show as their characters, their table loaded only then', async ({
  signedInPage: page,
}) => {
  const tables: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/character-entities-/.test(request.url()))
      tables.push(request.url())
  })
  const report = new ReportPage(page)
  // The Thyroid report names none: its page does without the table.
  const main = await report.openThyroidReport()
  expect(tables).toEqual([])

  await rewriteAnalyses(page, '**/analysis/report/*', (analysis) => ({
    ...analysis,
    content:
      '## Levels &amp; doses\n\nTSH &lt; 4&nbsp;mIU/L &mdash; &copy; the lab. `&amp;` stays in code.',
  }))
  await page.reload()
  await expect(
    main.getByRole('heading', { name: 'Levels & doses' }),
  ).toBeVisible()
  await expect(
    main.getByText('TSH < 4\u00a0mIU/L — © the lab.', { exact: false }),
  ).toBeVisible()
  await expect(main.locator('code', { hasText: '&amp;' })).toBeVisible()
  expect(tables).toHaveLength(1)
})
