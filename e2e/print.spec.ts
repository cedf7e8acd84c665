import { execFileSync } from 'node:child_process'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { ReportPage, THYROID_REPORT } from './pages/report'

/** A4 at 96 dpi, as the print dialog lays the page out. */
const A4 = { width: 794, height: 1123 }

test('a cited report prints to PDF with whose it is, when, every reference number and DOI, and its open follow-up', async ({
  signedInPage: page,
}, testInfo) => {
  const report = new ReportPage(page)
  const panel = await report.openThyroidReport()
  // A follow-up the person has open prints after the report.
  const followUp = panel
    .getByRole('region', { name: 'Your follow-up questions' })
    .getByRole('button')
    .first()
  const followUpTitle = (await followUp.textContent()) ?? ''
  await followUp.click()
  await expect(report.panel(followUpTitle)).toBeVisible()

  const created = await panel.locator('time').first().textContent()
  const references = panel.getByRole('list', { name: 'References' })
  const numbers = await references
    .getByRole('listitem')
    .filter({ has: page.locator('[data-pmid]') })
    .count()
  const dois = await references
    .getByRole('link', { name: 'DOI' })
    .evaluateAll((links) =>
      links.map((link) =>
        decodeURIComponent(
          new URL(link.getAttribute('href') ?? '').pathname.slice(1),
        ),
      ),
    )
  expect(dois.length).toBeGreaterThan(0)

  // The action opens the browser's own print dialog.
  await page.evaluate(() => {
    ;(window as { printed?: number }).printed = 0
    window.print = () => {
      ;(window as { printed?: number }).printed! += 1
    }
  })
  await panel.getByRole('button', { name: 'Print or save as PDF' }).click()
  expect(
    await page.evaluate(() => (window as { printed?: number }).printed),
  ).toBe(1)
  await expectNoAxeViolations(page, 'main')

  await page.setViewportSize(A4)
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({
    path: testInfo.outputPath('printed-report.png'),
    fullPage: true,
  })

  const pdfPath = testInfo.outputPath('report.pdf')
  await page.pdf({ path: pdfPath, format: 'A4', printBackground: false })
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], {
    encoding: 'utf8',
  })

  expect(text).toContain(THYROID_REPORT)
  expect(text).toContain('Jane Doe')
  expect(text).toContain('Thyroid Health')
  expect(text).toContain(created?.trim() ?? 'no date')
  expect(text).toContain('References')
  for (let number = 1; number <= numbers; number++) {
    expect(text).toMatch(new RegExp(`(^|\\s)${number}\\s`, 'm'))
  }
  for (const doi of dois) expect(text.replace(/\s+/g, '')).toContain(doi)
  expect(text).toContain('https://pubmed.ncbi.nlm.nih.gov/')
  expect(text).toContain(followUpTitle)
  expect(text).toContain('use it in consultation with your doctor')
  // Nothing of the app around the report.
  expect(text).not.toContain('Research Projects')
  expect(text).not.toContain('Ask a follow up question')
  expect(text).not.toContain('Copy citation')
  expect(text).not.toContain('Google Scholar')
})
