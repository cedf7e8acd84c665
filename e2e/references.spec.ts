import { readFile } from 'node:fs/promises'

import type { Download, Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { ReportPage } from './pages/report'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const FIRST_CITATION =
  'Kowalczyk A, Rahman S, Oduya T, Bergström L. Autoimmune thyroid disease in adults with type 1 diabetes: prevalence and screening. Diabetes Care Perspectives. 2020;12(4):301-309. doi:10.5555/dcp.2020.1204. PMID: 31849204.'
// The fourth paper has no title and no DOI: both are left out.
const FOURTH_CITATION =
  'Petrov I, Cardoso M. Journal of Diabetes and Metabolism Studies. 2019;4(2):55-61. PMID: 30562218.'

interface ListedReference {
  pmid: string
  doi: string | null
}

/** The PMID and DOI of each numbered reference, in number order, as the page links them. */
async function listedReferences(
  report: ReportPage,
  scope: Locator,
): Promise<ListedReference[]> {
  const entries = report.referencesList(scope).locator(':scope > li')
  const listed: ListedReference[] = []
  for (const entry of await entries.all()) {
    const pubmed = await entry
      .getByRole('link', { name: 'PubMed', exact: true })
      .getAttribute('href')
    const doiLink = entry.getByRole('link', { name: 'DOI', exact: true })
    const doi = (await doiLink.count())
      ? await doiLink.getAttribute('href')
      : null
    listed.push({
      pmid: /\/(\d+)\/$/.exec(pubmed ?? '')?.[1] ?? '',
      doi: doi ? decodeURIComponent(doi.replace('https://doi.org/', '')) : null,
    })
  }
  return listed
}

const doisOf = (listed: ListedReference[]) =>
  listed.map(({ doi }) => doi).filter((doi) => doi !== null)

async function download(page: Page, button: Locator) {
  const downloaded = page.waitForEvent('download')
  await button.click()
  const file: Download = await downloaded
  const path = await file.path()
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') }
}

const readClipboard = (page: Page) =>
  page.evaluate(() => navigator.clipboard.readText())

test('copy a citation and download the references from the report', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  const listed = await listedReferences(report, main)
  expect(listed).toHaveLength(8)
  expect(listed[0]).toEqual({
    pmid: '31849204',
    doi: '10.5555/dcp.2020.1204',
  })

  // Copy by pointer; the entry says so, then stops saying it.
  await report.copyCitationButton(main, 1).click()
  const announcement = page.getByRole('status').filter({
    hasText: 'Citation copied',
  })
  await expect(announcement).toHaveCount(1)
  await expect(report.reference(main, 1)).toContainText('Citation copied')
  expect(await readClipboard(page)).toBe(FIRST_CITATION)
  await expect(announcement).toHaveCount(0, { timeout: 8000 })
  await expect(report.reference(main, 1)).not.toContainText('Citation copied')

  // And by keyboard.
  await report.copyCitationButton(main, 4).focus()
  await page.keyboard.press('Enter')
  await expect(report.reference(main, 4)).toContainText('Citation copied')
  expect(await readClipboard(page)).toBe(FOURTH_CITATION)

  const ris = await download(page, report.downloadReferencesButton(main, 'RIS'))
  expect(ris.name).toMatch(/^[\p{L}\p{N}-]+\.ris$/u)
  expect(ris.text.startsWith('TY  - JOUR\r\n')).toBe(true)
  expect(ris.text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  expect(
    [...ris.text.matchAll(/^AN {2}- (\d+)\r$/gm)].map((m) => m[1]),
  ).toEqual(listed.map(({ pmid }) => pmid))
  expect([...ris.text.matchAll(/^DO {2}- (.+)\r$/gm)].map((m) => m[1])).toEqual(
    doisOf(listed),
  )
  // Authors' names keep their letters.
  expect(ris.text).toContain('AU  - Bergström, L.\r\n')

  const bibtex = await download(
    page,
    report.downloadReferencesButton(main, 'BibTeX'),
  )
  expect(bibtex.name).toMatch(/^[\p{L}\p{N}-]+\.bib$/u)
  expect(
    [...bibtex.text.matchAll(/^@\w+\{pmid(\d+),$/gm)].map((m) => m[1]),
  ).toEqual(listed.map(({ pmid }) => pmid))
  for (const { pmid } of listed) {
    expect(bibtex.text).toContain(`  pmid = {${pmid}}`)
  }
  expect(
    [...bibtex.text.matchAll(/^ {2}doi = \{(.+)\},$/gm)].map((m) => m[1]),
  ).toEqual(doisOf(listed))
  expect(bibtex.text).toContain('Sørensen, T.')

  await expectNoAxeViolations(page, ReportPage.referencesSelector)
})

test('the side panel copies and downloads the same references', async ({
  signedInPage: page,
}) => {
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  const listed = await listedReferences(report, main)

  // The panel's References button comes before the section's toggle.
  await main
    .getByRole('button', { name: 'References', exact: true })
    .first()
    .click()
  const side = report.sidePanel('References')
  await expect(side).toBeVisible()
  expect(await listedReferences(report, side)).toEqual(listed)
  await expectNoAxeViolations(page, ReportPage.sidePanelSelector)

  await report.copyCitationButton(side, 1).click()
  await expect(report.reference(side, 1)).toContainText('Citation copied')
  await expect(
    page.getByRole('status').filter({ hasText: 'Citation copied' }),
  ).toHaveCount(1)
  expect(await readClipboard(page)).toBe(FIRST_CITATION)
  await expectNoAxeViolations(page, ReportPage.sidePanelSelector)

  const ris = await download(page, report.downloadReferencesButton(side, 'RIS'))
  expect(ris.name).toBe('thyroid-health-report.ris')
  for (const { pmid } of listed) {
    expect(ris.text).toContain(`\r\nAN  - ${pmid}\r\n`)
  }
  const bibtex = await download(
    page,
    report.downloadReferencesButton(side, 'BibTeX'),
  )
  expect(bibtex.name).toBe('thyroid-health-report.bib')
  for (const { pmid } of listed) {
    expect(bibtex.text).toContain(`{pmid${pmid},\n`)
  }
  for (const doi of doisOf(listed)) {
    expect(bibtex.text).toContain(`  doi = {${doi}},\n`)
  }
})

test('a copy the browser refuses says so', async ({ signedInPage: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () =>
          Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      },
    })
  })
  await page.reload()
  const report = new ReportPage(page)
  const main = await report.openThyroidReport()
  await report.copyCitationButton(main, 2).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Could not copy the citation' }),
  ).toHaveCount(1)
  await expect(report.reference(main, 2)).toContainText(
    'Could not copy the citation',
  )
})
