import { act, screen, within } from '@testing-library/react'

import { sidePanelOpened } from '@/stores/panels-store'
import { renderWithProviders } from '@/testing/render'
import { installTestConfig } from '@/testing/test-auth'
import type { Bibliography } from '@/types/bibliography'
import { buildBibliographyEntry } from '@mocks/testing/factories'

import { COPY_NOTICE_MS } from '../hooks/use-copy-citation'

import { CitationSidePanel } from './citation-side-panel'
import { CitedReport } from './cited-report'

const REPORT_TITLE = 'Salt & POTS: a report'
const CITATION_COPIED = 'Citation copied'
const CITATION_NOT_COPIED = 'Could not copy the citation'
// 222 is cited first, then 111, then 999, which the bibliography lacks;
// 333 is in the bibliography but never cited.
const CONTENT = [
  '## Salt',
  '',
  'Salt helps [222-abstract-1]. Fluids too [111-fulltext-2][999-abstract-1].',
  '',
  'Again [222-abstract-3].',
].join('\n')

const entry = buildBibliographyEntry

const BIBLIOGRAPHY: Bibliography = {
  '111': entry({
    id: '111',
    documentId: 'doc_111',
    title: 'Fluids in POTS',
    authors: ['Doe A'],
    biblioInfo: 'Auton Neurosci. 2020;224:102638.',
    citedChunks: { '111-fulltext-2': { content: 'Fluids.' } },
  }),
  '222': entry({
    id: '222',
    documentId: 'doc_222',
    title: 'Salt loading in POTS',
    authors: ['Smith J', 'Doe A'],
    biblioInfo: 'Circulation. 2019;140(2):101-110.',
    doi: '10.1161/CIRC.2019.1234',
    citedChunks: {
      '222-abstract-1': { content: 'Salt.' },
      '222-abstract-3': { content: 'More salt.' },
    },
  }),
  '333': entry({
    id: '333',
    documentId: 'doc_333',
    title: 'Exercise training in POTS',
    authors: ['Lee K'],
  }),
}

const SALT_CITATION =
  'Smith J, Doe A. Salt loading in POTS. Circulation. 2019;140(2):101-110. doi:10.1161/CIRC.2019.1234. PMID: 222.'

function renderReport(options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <CitedReport
      analysisId="ana_1"
      content={CONTENT}
      bibliography={BIBLIOGRAPHY}
      headingOffset={1}
      title={REPORT_TITLE}
    />,
    options,
  )
}

/** The entries of a list (each holds its own list of links). */
const entriesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('list'))

const referencesList = () => screen.getByRole('list', { name: 'References' })
const citedEntry = (number: number) => entriesOf(referencesList())[number - 1]!

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: spy },
  })
  return spy
}

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = []
  let pending: Blob | undefined
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob
    return 'blob:references'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) files.push({ name: this.download, blob: pending })
  })
  return files
}

afterEach(() => {
  vi.useRealTimers()
})

test('only cited papers are numbered, by first appearance; the rest are listed apart', () => {
  renderReport()
  const cited = entriesOf(referencesList())
  expect(
    cited.map((item) => within(item).getByText(/^\d+$/).textContent),
  ).toEqual(['1', '2', '3'])
  expect(cited[0]).toHaveTextContent('Salt loading in POTS')
  expect(cited[1]).toHaveTextContent('Fluids in POTS')
  expect(cited[2]).toHaveTextContent('Reference Not Found')
  expect(referencesList()).not.toHaveTextContent('Exercise training')

  expect(
    screen.getByRole('heading', { level: 3, name: 'Also consulted' }),
  ).toBeInTheDocument()
  const consulted = screen.getByRole('list', { name: 'Also consulted' })
  const [exercise] = entriesOf(consulted)
  expect(exercise).toHaveTextContent('Exercise training in POTS')
  expect(within(exercise!).queryByText(/^\d+$/)).not.toBeInTheDocument()
  expect(
    within(exercise!).getByRole('link', { name: 'PubMed' }),
  ).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/333/')
  expect(
    within(exercise!).getByRole('link', { name: 'Google Scholar' }),
  ).toBeInTheDocument()
})

test('a report citing nothing from its bibliography lists it all as consulted, with nothing to download', () => {
  renderWithProviders(
    <CitedReport
      analysisId="ana_1"
      content="No markers here."
      bibliography={BIBLIOGRAPHY}
      headingOffset={2}
      title={REPORT_TITLE}
    />,
  )
  expect(
    screen.queryByRole('list', { name: 'References' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 4, name: 'Also consulted' }),
  ).toBeInTheDocument()
  expect(
    entriesOf(screen.getByRole('list', { name: 'Also consulted' })),
  ).toHaveLength(3)
  expect(
    screen.queryByRole('button', { name: /Download references/ }),
  ).not.toBeInTheDocument()
})

test('each copy button names its reference, beyond the visible words', () => {
  renderReport()
  expect(
    within(citedEntry(1)).getByRole('button', { name: /^Copy citation/ }),
  ).toHaveAccessibleName('Copy citation for reference 1')
  expect(
    within(citedEntry(2)).getByRole('button', { name: /^Copy citation/ }),
  ).toHaveAccessibleDescription('Fluids in POTS')
  // Nothing to cite for a paper the bibliography lacks.
  expect(
    within(citedEntry(3)).queryByRole('button', { name: /^Copy citation/ }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('button', {
      name: 'Copy citation for Exercise training in POTS',
    }),
  ).toBeInTheDocument()
})

test('copying a citation puts it on the clipboard and says so, for a few seconds', async () => {
  vi.useFakeTimers()
  const { user } = renderReport({ fakeTimers: true })
  const writeText = stubClipboard(async () => {})
  // The live region is there, empty, before anything is copied.
  const announcement = screen.getByRole('status')
  expect(announcement).toBeEmptyDOMElement()

  // A user event ends on a timer, so the fake clock has to move meanwhile.
  const click = user.click(
    screen.getByRole('button', { name: 'Copy citation for reference 1' }),
  )
  await act(() => vi.advanceTimersByTimeAsync(50))
  await click
  expect(writeText).toHaveBeenCalledWith(SALT_CITATION)
  expect(announcement).toHaveTextContent(CITATION_COPIED)
  // Shown beside the button copied, and nowhere else.
  expect(within(citedEntry(1)).getByText(CITATION_COPIED)).toBeInTheDocument()
  expect(
    within(citedEntry(2)).queryByText(CITATION_COPIED),
  ).not.toBeInTheDocument()

  act(() => vi.advanceTimersByTime(COPY_NOTICE_MS - 200))
  expect(announcement).toHaveTextContent(CITATION_COPIED)
  act(() => vi.advanceTimersByTime(200))
  expect(announcement).toBeEmptyDOMElement()
  expect(
    within(citedEntry(1)).queryByText(CITATION_COPIED),
  ).not.toBeInTheDocument()
})

test('copying works from the keyboard', async () => {
  const { user } = renderReport()
  const writeText = stubClipboard(async () => {})
  const button = screen.getByRole('button', {
    name: 'Copy citation for reference 2',
  })
  button.focus()
  await user.keyboard('{Enter}')
  expect(writeText).toHaveBeenCalledWith(
    'Doe A. Fluids in POTS. Auton Neurosci. 2020;224:102638. PMID: 111.',
  )
  expect(screen.getByRole('status')).toHaveTextContent(CITATION_COPIED)
  expect(within(citedEntry(2)).getByText(CITATION_COPIED)).toBeInTheDocument()
})

test('a clipboard that refuses says the citation was not copied', async () => {
  const { user } = renderReport()
  stubClipboard(() =>
    Promise.reject(new DOMException('Denied', 'NotAllowedError')),
  )
  await user.click(
    screen.getByRole('button', { name: 'Copy citation for reference 1' }),
  )
  expect(screen.getByRole('status')).toHaveTextContent(CITATION_NOT_COPIED)
  expect(
    within(citedEntry(1)).getByText(CITATION_NOT_COPIED),
  ).toBeInTheDocument()
})

test('without a Clipboard API the copy says it could not be done', async () => {
  const { user } = renderReport()
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: undefined,
  })
  await user.click(
    screen.getByRole('button', { name: 'Copy citation for reference 1' }),
  )
  expect(screen.getByRole('status')).toHaveTextContent(CITATION_NOT_COPIED)
})

test('the live region stays outside the report, clear of its own status', () => {
  const { container } = renderReport()
  expect(within(container).queryByRole('status')).not.toBeInTheDocument()
  expect(screen.getByRole('status')).toBeInTheDocument()
})

test('the cited references download as RIS and BibTeX, named after the report', async () => {
  const { user } = renderReport()
  const files = captureDownloads()

  await user.click(
    screen.getByRole('button', { name: 'Download references (RIS)' }),
  )
  await user.click(
    screen.getByRole('button', { name: 'Download references (BibTeX)' }),
  )

  expect(files.map((file) => file.name)).toEqual([
    'salt-pots-a-report.ris',
    'salt-pots-a-report.bib',
  ])
  const [ris, bibtex] = await Promise.all(files.map(({ blob }) => blob.text()))
  expect(files[0]?.blob.type).toBe(
    'application/x-research-info-systems;charset=utf-8',
  )
  expect(ris?.match(/^AN {2}- \d+/gm)).toEqual([
    'AN  - 222',
    'AN  - 111',
    'AN  - 999',
  ])
  expect(files[1]?.blob.type).toBe('application/x-bibtex;charset=utf-8')
  expect(bibtex?.match(/^@\w+\{\w+/gm)).toEqual([
    '@article{pmid222',
    '@article{pmid111',
    '@misc{pmid999',
  ])
  expect(bibtex).not.toContain('333')
})

test('debug on: holding Alt over an entry shows where it came from', async () => {
  installTestConfig({ debug: true })
  const { user } = renderReport()
  const first = citedEntry(1)
  await user.hover(within(first).getByText('Salt loading in POTS'))
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()

  await user.keyboard('{Alt>}')
  expect(within(first).getByRole('tooltip')).toHaveTextContent(
    'PMID 222 · documentId doc_222 · chunks: 222-abstract-1, 222-abstract-3',
  )
  await user.hover(within(citedEntry(2)).getByText('Fluids in POTS'))
  expect(within(citedEntry(2)).getByRole('tooltip')).toHaveTextContent(
    'PMID 111',
  )
  expect(within(first).queryByRole('tooltip')).not.toBeInTheDocument()

  await user.keyboard('{/Alt}')
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()
})

test('debug on: Alt with keyboard focus inside an entry shows its tip; releasing Alt or moving on hides it', async () => {
  installTestConfig({ debug: true })
  const { user } = renderReport()
  within(citedEntry(2))
    .getByRole('button', { name: /^Copy citation/ })
    .focus()

  await user.keyboard('{Alt>}')
  expect(within(citedEntry(2)).getByRole('tooltip')).toHaveTextContent(
    'PMID 111 · documentId doc_111 · chunks: 111-fulltext-2',
  )
  await user.keyboard('{/Alt}')
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()

  await user.keyboard('{Alt>}')
  expect(screen.getByText(/documentId doc_111/)).toBeInTheDocument()
  act(() =>
    screen.getByRole('button', { name: 'Download references (RIS)' }).focus(),
  )
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()
  act(() => within(citedEntry(3)).getByRole('link', { name: 'PubMed' }).focus())
  expect(within(citedEntry(3)).getByRole('tooltip')).toHaveTextContent(
    'PMID 999 · documentId — · chunks: none',
  )
  await user.keyboard('{/Alt}')
})

test('debug off: Alt shows nothing, by pointer or by keyboard', async () => {
  const { user } = renderReport()
  await user.hover(within(citedEntry(1)).getByText('Salt loading in POTS'))
  await user.keyboard('{Alt>}')
  await user.hover(within(citedEntry(2)).getByText('Fluids in POTS'))
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  await user.keyboard('{/Alt}')

  within(citedEntry(1))
    .getByRole('button', { name: /^Copy citation/ })
    .focus()
  await user.keyboard('{Alt>}')
  expect(screen.queryByText(/documentId/)).not.toBeInTheDocument()
  await user.keyboard('{/Alt}')
})

test('the side panel lists the same references, with copy and download', async () => {
  const { user } = renderWithProviders(
    <CitationSidePanel
      analysis={{
        title: REPORT_TITLE,
        content: CONTENT,
        bibliography: BIBLIOGRAPHY,
      }}
    />,
  )
  act(() => sidePanelOpened({ content: 'references', analysisId: 'ana_1' }))
  const side = screen.getByRole('complementary', { name: 'References' })
  const list = within(side).getByRole('list', { name: 'References' })
  expect(entriesOf(list).map((item) => item.dataset.pmid)).toEqual([
    '222',
    '111',
    '999',
  ])
  expect(
    within(side).getByRole('heading', { level: 3, name: 'Also consulted' }),
  ).toBeInTheDocument()

  const writeText = stubClipboard(async () => {})
  await user.click(
    within(side).getByRole('button', { name: 'Copy citation for reference 1' }),
  )
  expect(writeText).toHaveBeenCalledWith(SALT_CITATION)
  expect(screen.getByRole('status')).toHaveTextContent(CITATION_COPIED)
  expect(
    within(entriesOf(list)[0]!).getByText(CITATION_COPIED),
  ).toBeInTheDocument()

  const files = captureDownloads()
  await user.click(
    within(side).getByRole('button', { name: 'Download references (BibTeX)' }),
  )
  expect(files.map((file) => file.name)).toEqual(['salt-pots-a-report.bib'])
})
