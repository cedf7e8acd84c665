import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { createQueryClient } from '@/app/query-client'
import { paths } from '@/lib/paths'
import {
  getActiveSelection,
  projectActivated,
} from '@/stores/active-selection-store'
import {
  advanceClock,
  advanceFor,
  advanceUntil,
  clockMovedOn,
  installFakeClock,
  realTurn,
  settle,
} from '@/testing/fake-clock'
import { renderApp } from '@/testing/render'
import {
  gate,
  holdAnswers,
  loseAnswers,
  recordRequests,
  recordRequestsWithBodies,
} from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { setWindowWidth } from '@/testing/viewport'
import { db } from '@mocks/api/db'
import { json, withUser } from '@mocks/api/handlers/respond'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

const REPORT_TITLE = 'Thyroid Health Report'
const PREGNANCY = 'Is it safe to take levothyroxine during pregnancy?'
const GLUCOSE = 'Can my thyroid condition affect my blood sugar control?'
const TIMING =
  'Should I take levothyroxine at a different time from my other medicines?'
const NESTED =
  'Should I check my glucose more often when my levothyroxine dose changes?'

async function openThyroidReport(url?: string) {
  const seed = seedOf()
  const view = renderApp(url ?? paths.reportDetail(seed.analyses.thyroidReport))
  // The first visit loads the report route's code, which can take a while.
  const main = await screen.findByRole('region', { name: REPORT_TITLE })
  await within(main).findByRole('heading', { name: 'Summary' })
  return { seed, main, ...view }
}

/** The questions listed under 'Your follow-up questions' in a panel. */
const askedQuestions = (panel: HTMLElement) =>
  within(
    within(panel).getByRole('region', { name: 'Your follow-up questions' }),
  )
    .getAllByRole('button')
    .map((button) => button.textContent)

const markerNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button', { name: /^Reference \d+$/ })
    .map((button) => button.getAttribute('aria-label'))

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('the report renders with its citations numbered by first appearance', async () => {
    const { main } = await openThyroidReport()
    expect(
      within(main).getByRole('heading', { level: 1, name: REPORT_TITLE }),
    ).toBeInTheDocument()
    // The content's own title line is not repeated under the panel's heading.
    expect(within(main).getAllByText(REPORT_TITLE)).toHaveLength(1)
    expect(markerNames(main)).toEqual([
      'Reference 1',
      'Reference 2',
      'Reference 2',
      'Reference 3',
      'Reference 1',
      'Reference 4',
      'Reference 5',
      'Reference 6',
      'Reference 6',
      'Reference 6',
      'Reference 7',
      'Reference 1',
      'Reference 2',
      'Reference 1',
      'Reference 8',
    ])
    const firstMarker = within(main).getAllByRole('button', {
      name: 'Reference 1',
    })[0]
    expect(firstMarker).toHaveTextContent(/^1$/)
    expect(within(main).getByRole('table')).toBeInTheDocument()
  })

  test('the references list is sorted by number, with DOI, PubMed and Google Scholar links', async () => {
    const { main, user } = await openThyroidReport()
    const toggle = within(
      within(main).getByRole('heading', { name: 'References' }),
    ).getByRole('button')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls')
    expect(toggle).toHaveAccessibleDescription(
      'Scientific literature cited in this report',
    )
    const list = within(main).getByRole('list', { name: 'References' })
    // Entries hold their own list of links; those items are not entries.
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('list'))
    expect(
      items.map((item) => within(item).getByText(/^\d+$/).textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(items[0]).toHaveTextContent(
      'Autoimmune thyroid disease in adults with type 1 diabetes',
    )
    expect(items[3]).toHaveTextContent('Title not available')
    expect(items[7]).toHaveTextContent('Reference Not Found')
    const first = within(items[0]!)
    expect(first.getByRole('link', { name: 'DOI' })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/dcp.2020.1204',
    )
    expect(first.getByRole('link', { name: 'PubMed' })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/31849204/',
    )
    expect(first.getByRole('link', { name: 'Google Scholar' })).toHaveAttribute(
      'href',
      `https://scholar.google.com/scholar?q=${encodeURIComponent('Autoimmune thyroid disease in adults with type 1 diabetes: prevalence and screening')}`,
    )
    // No title to search for, no DOI: only PubMed.
    expect(
      within(items[3]!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['PubMed'])

    await user.hover(first.getByRole('link', { name: 'PubMed' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Open in PubMed',
    )
    expect(
      first.getByRole('link', { name: 'PubMed' }),
    ).toHaveAccessibleDescription(/Open in PubMed/)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(
      within(main).queryByRole('list', { name: 'References' }),
    ).not.toBeInTheDocument()
  })

  test('asking a suggested follow-up moves it to your questions and opens it beside the report', async () => {
    db.settings.analysisDurationMs = 0
    const { main, user, router, seed } = await openThyroidReport()
    const suggestions = within(main).getByRole('region', {
      name: 'Suggested follow-up questions',
    })
    await user.click(
      within(suggestions).getByRole('button', { name: PREGNANCY }),
    )

    const answer = await screen.findByRole('region', { name: PREGNANCY })
    expect(
      within(answer).getByRole('heading', { level: 2, name: PREGNANCY }),
    ).toBeInTheDocument()
    expect(
      await within(answer).findByRole('heading', {
        name: 'What the research says',
      }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(suggestions).queryByRole('button', { name: PREGNANCY }),
      ).not.toBeInTheDocument(),
    )
    expect(askedQuestions(main)).toEqual([GLUCOSE, TIMING, PREGNANCY])

    const questionId = router.state.location.pathname.split('/').at(-1)!
    expect(router.state.location.pathname).not.toBe(
      paths.reportDetail(seed.analyses.thyroidReport),
    )
    expect(db.find.analysis(questionId)).toMatchObject({
      title: PREGNANCY,
      parentAnalysisId: seed.analyses.thyroidReport,
    })
  })

  test('a nested follow-up opens with the report and every question above it', async () => {
    const seed = seedOf()
    renderApp(paths.reportDetail(seed.analyses.nestedFollowUp))
    expect(
      await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: GLUCOSE }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: NESTED }),
    ).toBeInTheDocument()
  })

  test('a failed question offers Ask again: the same question, in the same project, whose answer opens', async () => {
    db.settings.analysisDurationMs = 0
    const seed = seedOf()
    const failed = db.insert.analysis('demo-user', seed.projects.thyroid, {
      analysisType: 'QUESTION',
      title: 'Does iodine help my thyroid?',
      status: 'FAILED',
      failure: 'The literature search timed out.',
    })
    const { user, router } = renderApp(paths.reportDetail(failed.id))
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Ask again' }))

    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe(
        paths.reportDetail(failed.id),
      ),
    )
    const asked = db.find.analysis(
      router.state.location.pathname.split('/').at(-1) ?? '',
    )
    expect(asked).toMatchObject({
      analysisType: 'QUESTION',
      title: 'Does iodine help my thyroid?',
      projectId: seed.projects.thyroid,
      parentAnalysisId: null,
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Does iodine help my thyroid?',
      }),
    ).toBeInTheDocument()
  })

  test('an unknown analysis is not found', async () => {
    renderApp(paths.reportDetail('ana_missing'))
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument()
  })
})

test('a report link shows the report before its patient and project arrive; the about line keeps their places', async () => {
  const { opened, open } = gate()
  server.use(
    http.get(`${TEST_API_URL}/projects/:projectId`, () => opened),
    http.get(`${TEST_API_URL}/users/:userId/patients`, () => opened),
  )
  const { main } = await openThyroidReport()
  const terms = () =>
    within(main)
      .getAllByRole('term')
      .map((term) => term.textContent)
  const values = () =>
    within(main)
      .getAllByRole('definition')
      .map((value) => value.textContent)
  expect(terms()).toEqual(['Patient', 'Project', 'Created', 'Status'])
  expect(values().slice(0, 2)).toEqual(['Loading', 'Loading'])
  expect(values()[3]).toBe('Completed')

  open()
  await waitFor(() =>
    expect(values().slice(0, 2)).toEqual(['Jane Doe', 'Thyroid Health']),
  )
  expect(terms()).toEqual(['Patient', 'Project', 'Created', 'Status'])
})

test('a citation opens in the side panel with its excerpt in paragraphs; focus returns on close', async () => {
  const { main, user } = await openThyroidReport()
  const marker = within(main).getAllByRole('button', {
    name: 'Reference 2',
  })[0]!
  await user.click(marker)

  const side = await screen.findByRole('complementary', { name: 'Citation' })
  // In the frame that lays the panel out.
  await waitFor(() =>
    expect(
      within(side).getByRole('heading', { name: 'Citation' }),
    ).toHaveFocus(),
  )
  expect(
    within(side).getByRole('heading', {
      name: 'Subclinical hypothyroidism: when to treat',
    }),
  ).toBeInTheDocument()
  expect(within(side).getByText('2')).toBeInTheDocument()
  expect(
    within(side).getByText('Delacroix P, Nakamura Y, Ellis R'),
  ).toBeInTheDocument()
  expect(within(side).getByRole('link', { name: 'PubMed' })).toHaveAttribute(
    'href',
    'https://pubmed.ncbi.nlm.nih.gov/29874415/',
  )
  expect(within(side).getByRole('link', { name: 'DOI' })).toHaveAttribute(
    'href',
    'https://doi.org/10.5555/erp.2018.0501',
  )
  const excerpt = within(side).getByRole('region', {
    name: 'Excerpt from the paper',
  })
  expect(
    within(excerpt).getByText(
      'Subclinical hypothyroidism is defined as a TSH above the reference range with a free T4 within it.',
    ),
  ).toBeInTheDocument()
  expect(
    within(excerpt).getByText(/^The yearly risk of progression/),
  ).toBeInTheDocument()

  await user.keyboard('{Escape}')
  expect(
    screen.queryByRole('complementary', { name: 'Citation' }),
  ).not.toBeInTheDocument()
  expect(marker).toHaveFocus()
})

test('a PMID missing from the bibliography shows Reference Not Found', async () => {
  const { main, user } = await openThyroidReport()
  await user.click(within(main).getByRole('button', { name: 'Reference 8' }))
  const side = await screen.findByRole('complementary', { name: 'Citation' })
  expect(
    within(side).getByRole('heading', { name: 'Reference Not Found' }),
  ).toBeInTheDocument()
  expect(
    within(side).getByText(
      'The requested bibliography entry could not be loaded.',
    ),
  ).toBeInTheDocument()
})

test('an entry without a title reads Title not available; it has no DOI', async () => {
  const { main, user } = await openThyroidReport()
  await user.click(within(main).getByRole('button', { name: 'Reference 4' }))
  const side = await screen.findByRole('complementary', { name: 'Citation' })
  expect(
    within(side).getByRole('heading', { name: 'Title not available' }),
  ).toBeInTheDocument()
  expect(
    within(side).queryByRole('link', { name: 'DOI' }),
  ).not.toBeInTheDocument()
  expect(within(side).getByRole('link', { name: 'PubMed' })).toHaveAttribute(
    'href',
    'https://pubmed.ncbi.nlm.nih.gov/30562218/',
  )
})

test('the References button shows the list in the side panel', async () => {
  const { main, user } = await openThyroidReport()
  const [showReferences] = within(main).getAllByRole('button', {
    name: 'References',
  })
  await user.click(showReferences!)
  const side = await screen.findByRole('complementary', { name: 'References' })
  expect(
    within(side).getByText('Scientific literature cited in this report'),
  ).toBeInTheDocument()
  expect(within(side).getAllByRole('link', { name: 'PubMed' })).toHaveLength(8)

  await user.click(within(side).getByRole('button', { name: 'Hide panel' }))
  expect(
    screen.queryByRole('complementary', { name: 'References' }),
  ).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Show references' }))
  expect(
    await screen.findByRole('complementary', { name: 'References' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Close panel' }))
  expect(
    screen.queryByRole('button', { name: 'Show references' }),
  ).not.toBeInTheDocument()
})

test('a marker previews its paper on hover and focus; Escape closes the preview', async () => {
  const { main, user } = await openThyroidReport()
  const marker = within(main).getAllByRole('button', {
    name: 'Reference 3',
  })[0]!
  await user.hover(marker)
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Reference 3: Thyroid peroxidase antibodies and progression to overt hypothyroidism',
  )
  expect(marker).toHaveAccessibleDescription(/Thyroid peroxidase antibodies/)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  expect(marker).not.toHaveAccessibleDescription()

  act(() => within(main).getByRole('button', { name: 'Reference 8' }).focus())
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Reference 8: Reference Not Found',
  )
})

test('when the API reads lag behind its writes, an asked follow-up stays asked and never comes back as a suggestion', async () => {
  db.settings.analysisDurationMs = 0
  const seed = seedOf()
  // The report as it was before the question: every read of it answers this.
  const before = structuredClone(
    db.analyses.get('demo-user', 'REPORT', seed.analyses.thyroidReport),
  )
  let laggingReads = 0
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/report/${seed.analyses.thyroidReport}`,
      () => {
        laggingReads += 1
        return HttpResponse.json(before)
      },
    ),
  )
  const { main, user } = await openThyroidReport()
  const suggestions = within(main).getByRole('region', {
    name: 'Suggested follow-up questions',
  })
  await user.click(within(suggestions).getByRole('button', { name: PREGNANCY }))
  await screen.findByRole('region', { name: PREGNANCY })
  // The report was read again after the question was asked.
  await waitFor(() => expect(laggingReads).toBeGreaterThan(1))

  expect(
    within(suggestions).queryByRole('button', { name: PREGNANCY }),
  ).not.toBeInTheDocument()
  expect(askedQuestions(main)).toEqual([GLUCOSE, TIMING, PREGNANCY])
})

test('when the project’s reads lag behind its writes, an asked follow-up still opens beside the report', async () => {
  db.settings.analysisDurationMs = 0
  const seed = seedOf()
  // The project as it was before the question: every read of it answers this.
  const before = structuredClone(
    db.projects.get('demo-user', seed.projects.thyroid),
  )
  server.use(
    http.get(`${TEST_API_URL}/projects/${seed.projects.thyroid}`, () =>
      HttpResponse.json(before),
    ),
  )
  const { main, user, router } = await openThyroidReport()
  const suggestions = within(main).getByRole('region', {
    name: 'Suggested follow-up questions',
  })
  await user.click(within(suggestions).getByRole('button', { name: PREGNANCY }))
  const answer = await screen.findByRole('region', { name: PREGNANCY })
  await within(answer).findByRole('heading', {
    name: 'What the research says',
  })
  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe(
      paths.reportDetail(seed.analyses.thyroidReport),
    ),
  )

  expect(
    screen.getByRole('heading', { level: 1, name: REPORT_TITLE }),
  ).toBeInTheDocument()
  expect(screen.getByRole('region', { name: REPORT_TITLE })).toBeInTheDocument()
  expect(
    within(answer).getByRole('heading', { level: 2, name: PREGNANCY }),
  ).toBeInTheDocument()
})

test('a typed follow-up is trimmed, sent with Enter and clears the input', async () => {
  db.settings.analysisDurationMs = 0
  const { user } = await openThyroidReport()
  const input = screen.getByRole('textbox', {
    name: 'Follow-up question about this report',
  })
  expect(input).toHaveAttribute('placeholder', 'Ask a follow up question')
  const ask = screen.getByRole('button', { name: 'Ask' })
  expect(ask).toBeDisabled()
  const regions = screen.getAllByRole('region').length
  await user.type(input, '   ')
  expect(ask).toBeDisabled()
  await user.type(input, '{Enter}')
  expect(screen.queryByText(/Asking:/)).not.toBeInTheDocument()
  expect(screen.getAllByRole('region')).toHaveLength(regions)

  await user.clear(input)
  await user.type(input, '  Does selenium help?{Shift>}{Enter}{/Shift}')
  expect(input).toHaveValue('  Does selenium help?\n')
  await user.type(input, '{Enter}')
  expect(
    await screen.findByRole('region', { name: 'Does selenium help?' }),
  ).toBeInTheDocument()
  expect(input).toHaveValue('')
})

test('a follow-up that fails keeps the text and says why', async () => {
  server.use(
    http.post(`${TEST_API_URL}/projects/:projectId/question`, () =>
      HttpResponse.json({ detail: 'Questions are paused' }, { status: 409 }),
    ),
  )
  const { user } = await openThyroidReport()
  const input = screen.getByRole('textbox', {
    name: 'Follow-up question about this report',
  })
  await user.type(input, 'Does selenium help?{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Questions are paused',
  )
  expect(input).toHaveValue('Does selenium help?')
  expect(screen.queryByText(/Asking:/)).not.toBeInTheDocument()
})

test('a follow-up whose answer is cut off after the API created it opens beside the report, asked once', async () => {
  db.settings.analysisDurationMs = 0
  loseAnswers('/projects/:projectId/question', async (params, request) =>
    db.analyses.askQuestion(
      'demo-user',
      params.projectId ?? '',
      await request.json(),
    ),
  )
  const { user, main, seed } = await openThyroidReport()
  const input = screen.getByRole('textbox', {
    name: 'Follow-up question about this report',
  })
  await user.type(input, 'Does selenium help?{Enter}')

  expect(
    await screen.findByRole('region', { name: 'Does selenium help?' }),
  ).toBeInTheDocument()
  expect(input).toHaveValue('')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(askedQuestions(main)).toEqual([GLUCOSE, TIMING, 'Does selenium help?'])
  expect(
    db.find
      .analysis(seed.analyses.thyroidReport)
      .userQuestions.filter((q) => q.title === 'Does selenium help?'),
  ).toHaveLength(1)
})

test.each([
  [
    'created while its page reloaded is not asked again: the bar empties and the report lists it',
    true,
  ],
  [
    'not created when its page reloaded is asked once the page is back: the bar empties and the report lists it',
    false,
  ],
])('a follow-up %s', async (_, isCreated) => {
  const heldCount = holdAnswers(
    '/projects/:projectId/question',
    async (params, request) => {
      if (isCreated)
        db.analyses.askQuestion(
          'demo-user',
          params.projectId ?? '',
          await request.json(),
        )
    },
  )
  const first = await openThyroidReport()
  const bar = () =>
    screen.getByRole('textbox', {
      name: 'Follow-up question about this report',
    })
  await first.user.type(bar(), 'Does selenium help?{Enter}')
  await waitFor(() => expect(heldCount()).toBe(1))
  first.unmount()
  server.resetHandlers()
  // Back once the API's reads would list what the first page made.
  clockMovedOn(10_000)

  const { main, seed } = await openThyroidReport()
  await waitFor(() => expect(bar()).toHaveValue(''))
  await waitFor(() =>
    expect(askedQuestions(main)).toEqual([
      GLUCOSE,
      TIMING,
      'Does selenium help?',
    ]),
  )
  expect(
    db.find
      .analysis(seed.analyses.thyroidReport)
      .userQuestions.filter((q) => q.title === 'Does selenium help?'),
  ).toHaveLength(1)
  expect(heldCount()).toBe(1)
})

test('asked questions open as panels; closing one returns the URL to the panel left', async () => {
  const { main, user, router, seed } = await openThyroidReport()
  const asked = within(main).getByRole('region', {
    name: 'Your follow-up questions',
  })
  await user.click(within(asked).getByRole('button', { name: GLUCOSE }))
  const panel = await screen.findByRole('region', { name: GLUCOSE })
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.reportDetail(seed.analyses.thyroidFollowUps[0]),
    ),
  )
  await within(panel).findByRole('heading', {
    name: 'Thyroid hormone and blood sugar',
  })

  await user.click(
    within(panel).getByRole('button', { name: `Close panel: ${GLUCOSE}` }),
  )
  expect(
    screen.queryByRole('region', { name: GLUCOSE }),
  ).not.toBeInTheDocument()
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.reportDetail(seed.analyses.thyroidReport),
    ),
  )
  expect(router.state.historyAction).toBe('REPLACE')
})

test('beyond the panel limit for the window width a toast says so', async () => {
  setWindowWidth(1000)
  const { main, user } = await openThyroidReport()
  const asked = within(main).getByRole('region', {
    name: 'Your follow-up questions',
  })
  await user.click(within(asked).getByRole('button', { name: GLUCOSE }))
  expect(
    await screen.findByRole('region', { name: GLUCOSE }),
  ).toBeInTheDocument()
  await user.click(within(asked).getByRole('button', { name: TIMING }))
  expect(
    await screen.findByText(
      'Maximum 2 panels allowed on desktop. Close an existing panel to add a new one.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: TIMING })).not.toBeInTheDocument()
})

test('on a phone only the last panel shows, with a way back to the report', async () => {
  setWindowWidth(390)
  const seed = seedOf()
  const { user, router } = renderApp(
    paths.reportDetail(seed.analyses.thyroidFollowUps[1]),
  )
  const panel = await screen.findByRole('region', { name: TIMING })
  expect(
    screen.queryByRole('heading', { level: 1, name: REPORT_TITLE }),
  ).not.toBeInTheDocument()
  await user.click(within(panel).getByRole('button', { name: 'Back' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.reportDetail(seed.analyses.thyroidReport),
    ),
  )
})

test('on a demo project asking and adding files are disabled, and say why', async () => {
  const seed = seedOf()
  renderApp(paths.reportDetail(seed.analyses.potsReports[0]!))
  const input = await screen.findByRole('textbox', {
    name: 'Follow-up question about this report',
  })
  const reason = 'This feature is disabled for demo projects'
  await waitFor(() => expect(input).toBeDisabled())
  for (const control of [
    input,
    screen.getByRole('button', { name: 'Ask' }),
    screen.getByRole('button', { name: 'Add file' }),
  ]) {
    expect(control).toBeDisabled()
    expect(control).toHaveAttribute('title', reason)
    expect(control).toHaveAccessibleDescription(reason)
  }
})

test('Add file goes to the records of the analysis project, at Add Records on its Files tab', async () => {
  const { user, router, seed } = await openThyroidReport()
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  await user.click(screen.getByRole('button', { name: 'Add file' }))
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.projectRecords(seed.projects.thyroid),
    ),
  )
  const heading = await screen.findByRole('heading', { name: 'Add Records' })
  await waitFor(() => expect(heading).toHaveFocus())
  expect(screen.getByRole('tab', { name: 'Files' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // The page's bottom, once the records above it have loaded.
  expect(scrolled).toHaveBeenLastCalledWith({
    top: document.documentElement.scrollHeight,
  })
  expect(
    screen.getByRole('region', { name: 'Patient records' }),
  ).toBeInTheDocument()
})

test('a failed analysis shows the API error', async () => {
  const seed = seedOf()
  const failed = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'QUESTION',
    title: 'Will this work?',
    status: 'FAILED',
    failure: 'The literature search timed out.',
  })
  renderApp(paths.reportDetail(failed.id))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This answer could not be completed.')
  expect(alert).toHaveTextContent('The literature search timed out.')
})

test('after one Ask again, the next failed question opened can be asked again too', async () => {
  db.settings.analysisDurationMs = 0
  const seed = seedOf()
  const failed = (title: string) =>
    db.insert.analysis('demo-user', seed.projects.thyroid, {
      analysisType: 'QUESTION',
      title,
      status: 'FAILED',
      failure: 'The literature search timed out.',
    })
  const first = failed('Does iodine help my thyroid?')
  const second = failed('Does selenium help my thyroid?')
  const { user, router } = renderApp(paths.reportDetail(first.id))
  const alert = await screen.findByRole('alert')
  await user.click(within(alert).getByRole('button', { name: 'Ask again' }))
  await screen.findByRole('heading', {
    level: 1,
    name: 'Does iodine help my thyroid?',
  })
  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe(
      paths.reportDetail(first.id),
    ),
  )

  await act(() => router.navigate(paths.reportDetail(second.id)))
  const again = within(await screen.findByRole('alert')).getByRole('button', {
    name: 'Ask again',
  })
  await waitFor(() => expect(again).toBeEnabled())
})

/** A server whose report endpoint answers for any analysis, as API.md allows: the answer's `analysisType` says which. */
function reportEndpointAnswersEveryAnalysis() {
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/report/:analysisId`,
      withUser(({ sub, params }) => {
        const id = params.analysisId ?? ''
        return json(db.analyses.get(sub, db.find.analysis(id).analysisType, id))
      }),
    ),
  )
}

test('on a server whose report endpoint answers for any analysis, a failed question opened from its link is a question: Ask again asks it again', async () => {
  reportEndpointAnswersEveryAnalysis()
  db.settings.analysisDurationMs = 0
  const seed = seedOf()
  const failed = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'QUESTION',
    title: 'Does iodine help my thyroid?',
    status: 'FAILED',
    failure: 'The literature search timed out.',
  })
  const requests = recordRequestsWithBodies()
  const { user, router } = renderApp(paths.reportDetail(failed.id))
  const panel = await screen.findByRole('region', {
    name: 'Does iodine help my thyroid?',
  })
  expect(within(panel).getByText('Question')).toBeInTheDocument()
  expect(within(panel).queryByText('Health report')).not.toBeInTheDocument()
  const alert = await within(panel).findByRole('alert')
  expect(
    within(alert).queryByRole('button', { name: 'Try again' }),
  ).not.toBeInTheDocument()
  await user.click(within(alert).getByRole('button', { name: 'Ask again' }))

  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe(
      paths.reportDetail(failed.id),
    ),
  )
  expect(requests.filter((r) => r.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: `/projects/${seed.projects.thyroid}/question`,
      body: { question: 'Does iodine help my thyroid?' },
    },
  ])
  expect(screen.queryByText(/Failed to create report/)).not.toBeInTheDocument()
})

test('on a server whose report endpoint answers for any analysis, a completed question is labelled a question', async () => {
  reportEndpointAnswersEveryAnalysis()
  const seed = seedOf()
  renderApp(paths.reportDetail(seed.analyses.firstQuestion))
  const panel = await screen.findByRole('region', {
    name: 'What are the early signs of low blood sugar?',
  })
  await within(panel).findByText('Question')
  expect(within(panel).queryByText('Health report')).not.toBeInTheDocument()
})

test('a failed report offers Try again: a new report from the same project’s records', async () => {
  const seed = seedOf()
  const failed = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'REPORT',
    title: 'Thyroid report',
    status: 'FAILED',
    failure: 'The records could not be read.',
  })
  let request: unknown = null
  server.events.on('request:start', async ({ request: sent }) => {
    if (sent.method === 'POST' && sent.url.endsWith('/report'))
      request = await sent.clone().json()
  })
  const { user, router } = renderApp(paths.reportDetail(failed.id))
  const alert = await screen.findByRole('alert')
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))

  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe(
      paths.reportDetail(failed.id),
    ),
  )
  const project = db.projects.get('demo-user', seed.projects.thyroid)
  expect(request).toEqual({
    patientProjectId: project.patientProjectId,
    recordIds: project.records,
  })
  expect(project.records.length).toBeGreaterThan(0)
  server.events.removeAllListeners()
})

test('a failed analysis on a demo project offers nothing to try again', async () => {
  const seed = seedOf()
  const failed = db.insert.analysis('demo-user', seed.projects.pots, {
    analysisType: 'QUESTION',
    title: 'Does salt help?',
    status: 'FAILED',
  })
  renderApp(paths.reportDetail(failed.id))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This answer could not be completed.')
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
})

describe('on a fake clock', () => {
  beforeEach(() => {
    installFakeClock()
  })

  afterEach(() => {
    server.events.removeAllListeners()
    vi.useRealTimers()
  })

  /** Lets requests finish and React Query tell the components, in real time. */
  async function waitOnClock<T>(
    queryClient: QueryClient,
    find: () => T | null,
  ) {
    const deadline = performance.now() + 10_000
    while (performance.now() < deadline) {
      await settle(queryClient)
      await act(() => vi.advanceTimersByTimeAsync(0))
      const found = find()
      if (found) return found
      await act(realTurn)
    }
    throw new Error('Nothing found in time')
  }

  test('a new question shows its progress, then announces the answer', async () => {
    const seed = seedOf()
    const question = db.insert.analysis('demo-user', seed.projects.thyroid, {
      analysisType: 'QUESTION',
      title: 'How long does levothyroxine take to work?',
      durationMs: 6000,
      result: {
        content: '## What the research says\n\nAbout six weeks [1-abstract-1].',
        bibliography: {},
        furtherQuestions: [],
      },
    })
    const { queryClient } = renderApp(paths.reportDetail(question.id), {
      fakeTimers: true,
    })
    const progress = await waitOnClock(queryClient, () =>
      screen.queryByText('Researching your question…'),
    )
    const status = screen.getByRole('status')
    expect(status).toContainElement(progress)

    await advanceClock(queryClient, 8000)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(status).toHaveTextContent('Your answer is ready')
    expect(
      screen.getByRole('heading', { name: 'What the research says' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Reference 1' }),
    ).toBeInTheDocument()
  })

  test('a panel whose reads keep failing says so after its tries; the report beside it keeps working', async () => {
    const seed = seedOf()
    const questionRead = `GET /analysis/question/${seed.analyses.nestedFollowUp}`
    server.use(
      http.get(
        `${TEST_API_URL}/analysis/question/${seed.analyses.nestedFollowUp}`,
        () => HttpResponse.error(),
      ),
    )
    const requests = recordRequests()
    renderApp(paths.reportDetail(seed.analyses.nestedFollowUp), {
      queryClient: createQueryClient(),
      fakeTimers: true,
    })
    const main = await advanceUntil(() =>
      screen.queryByRole('region', { name: REPORT_TITLE }),
    )
    const failed = await advanceUntil(() =>
      screen.queryByText('We could not load this answer.'),
    )
    expect(failed).toBeInTheDocument()
    // Tried again after 1, 2 and 4 s before saying so.
    expect(requests.filter((r) => r === questionRead)).toHaveLength(4)
    expect(
      within(main).getByRole('heading', { name: 'Summary' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: GLUCOSE }),
    ).toBeInTheDocument()
  })

  test('a report whose reads keep answering 500 is asked for at most 4 times, and the server-fault toast with its error ID shows once those tries are spent', async () => {
    const seed = seedOf()
    const reportId = seed.analyses.thyroidReport
    server.use(
      http.get(`${TEST_API_URL}/analysis/report/${reportId}`, () =>
        HttpResponse.json(
          { detail: 'Internal server error' },
          { status: 500, headers: { 'X-Request-Id': 'req_outage' } },
        ),
      ),
    )
    const requests = recordRequests()
    const reads = () =>
      requests.filter((r) => r === `GET /analysis/report/${reportId}`).length
    // The app's own retry settings, not the tests' (no retries).
    renderApp(paths.reportDetail(reportId), {
      queryClient: createQueryClient(),
      fakeTimers: true,
    })
    const failed = await advanceUntil(() =>
      screen.queryByText('We could not load this answer.'),
    )
    expect(failed).toBeInTheDocument()
    await advanceUntil(() => screen.queryByText(/Error ID: req_outage/))
    await advanceFor(60_000)
    expect(reads()).toBeLessThanOrEqual(4)
    expect(reads()).toBeGreaterThan(1)
  })

  test('a poll answered after the person switched patient leaves the new patient on screen', async () => {
    const seed = seedOf()
    const question = db.insert.analysis('demo-user', seed.projects.thyroid, {
      analysisType: 'QUESTION',
      title: 'Does selenium help?',
      durationMs: 4000,
    })
    const { queryClient, router } = renderApp(paths.reportDetail(question.id), {
      fakeTimers: true,
    })
    await waitOnClock(queryClient, () =>
      screen.queryByText('Researching your question…'),
    )
    expect(getActiveSelection().patientId).toBe(seed.patients.jane)
    // The next poll is held until after the switch.
    const { opened, open: release } = gate()
    server.use(
      http.get(
        `${TEST_API_URL}/analysis/question/${question.id}`,
        async () => {
          await opened
          return HttpResponse.json(
            db.analyses.get('demo-user', 'QUESTION', question.id),
          )
        },
        { once: true },
      ),
    )
    await act(() => vi.advanceTimersByTimeAsync(2000))

    const navigation = screen.getByRole('navigation', {
      name: 'Patients and projects',
    })
    // By keyboard: user-event's own waits would run on the held clock.
    const patientButton = within(navigation).getByRole('button', {
      name: 'Patient Jane Doe',
    })
    act(() => patientButton.focus())
    fireEvent.keyDown(patientButton, { key: 'Enter' })
    fireEvent.click(
      await advanceUntil(() =>
        screen.queryByRole('menuitem', { name: 'Robert Doe' }),
      ),
    )
    await advanceUntil(() =>
      router.state.location.pathname === paths.index() ? true : null,
    )
    expect(getActiveSelection()).toEqual({
      patientId: seed.patients.robert,
      projectId: seed.projects.heartHealth,
    })

    release()
    await advanceFor(10_000)
    expect(getActiveSelection()).toEqual({
      patientId: seed.patients.robert,
      projectId: seed.projects.heartHealth,
    })
    expect(
      within(navigation).getByRole('button', { name: 'Patient Robert Doe' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(paths.index())
  })

  test('closing a question panel stops its polling and cancels its request', async () => {
    const seed = seedOf()
    const question = db.insert.analysis('demo-user', seed.projects.thyroid, {
      analysisType: 'QUESTION',
      title: 'Slow question',
      parentAnalysisId: seed.analyses.thyroidReport,
      durationMs: Infinity,
    })
    let fetches = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/question/${question.id}`))
        fetches += 1
    })
    const { queryClient, user } = renderApp(paths.reportDetail(question.id), {
      fakeTimers: true,
    })
    const close = await waitOnClock(queryClient, () =>
      screen.queryByRole('button', { name: 'Close panel: Slow question' }),
    )
    await advanceClock(queryClient, 4000)
    expect(fetches).toBe(3)
    // A user event ends on a timer, so the fake clock has to move meanwhile.
    const click = user.click(close)
    await advanceClock(queryClient, 100)
    await click
    await advanceClock(queryClient, 60_000)
    expect(fetches).toBe(3)
    expect(
      screen.queryByRole('region', { name: 'Slow question' }),
    ).not.toBeInTheDocument()
  })
})

test('untrusted content, titles, excerpts and author names render inert', async () => {
  const seed = seedOf()
  const script = '<script>window.__pwned = 1</script>'
  const image = '<img src="x" onerror="window.__pwned = 1">'
  const report = db.insert.analysis('demo-user', seed.projects.thyroid, {
    analysisType: 'REPORT',
    status: 'COMPLETED',
    title: `Report ${script}`,
    result: {
      content: [
        `Intro ${image} ${script}`,
        '<iframe src="https://evil.example/"></iframe>',
        '<svg onload="window.__pwned = 1"><circle r="4"/></svg>',
        '[js](javascript:window.__pwned=1) [data](data:text/html,x) [vb](vbscript:x)',
        'Cited [111-abstract-1].',
      ].join('\n\n'),
      bibliography: {
        '111': {
          id: '111',
          documentId: `doc ${script}`,
          title: `${script}Evil title`,
          authors: [image],
          biblioInfo: '<b onmouseover="window.__pwned = 1">Journal</b>',
          doi: 'javascript:window.__pwned=1',
          citedChunks: {
            '111-abstract-1': { content: `${script}\n\n${image}` },
          },
        },
      },
      furtherQuestions: [`Suggested ${image}`],
    },
  })
  const { user } = renderApp(paths.reportDetail(report.id))
  const main = await screen.findByRole('region', { name: `Report ${script}` })
  await user.click(
    await within(main).findByRole('button', { name: 'Reference 1' }),
  )
  const side = await screen.findByRole('complementary', { name: 'Citation' })

  // Titles, authors and excerpts show as the text they are.
  expect(
    within(side).getByRole('heading', { name: `${script}Evil title` }),
  ).toBeInTheDocument()
  // The author, and the excerpt's second paragraph.
  expect(within(side).getAllByText(image)).toHaveLength(2)
  expect(within(side).getByText(script)).toBeInTheDocument()
  expect(
    within(main).getByRole('button', { name: `Suggested ${image}` }),
  ).toBeInTheDocument()
  expect(within(side).getByRole('link', { name: 'DOI' })).toHaveAttribute(
    'href',
    'https://doi.org/javascript%3Awindow.__pwned%3D1',
  )
  // Raw HTML in the content is dropped, unsafe links lose their target.
  // Tags go; what stood between them stays as plain words.
  expect(within(main).getByText(/^Intro/)).toHaveTextContent(
    /^Intro window.__pwned = 1$/,
  )
  expect(
    within(main).queryByRole('link', { name: /^(js|data|vb)/ }),
  ).not.toBeInTheDocument()
  /* eslint-disable testing-library/no-node-access -- a security check reads every element */
  expect(
    document.querySelector('script, iframe, img, object, embed'),
  ).toBeNull()
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i)
      expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i)
    }
  }
  /* eslint-enable testing-library/no-node-access */
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
})

test('when the panels close with a change of project, the view says there is nothing to show', async () => {
  const { seed } = await openThyroidReport()
  act(() => projectActivated(seed.projects.firstProject))
  expect(
    await screen.findByText('No content available for this panel'),
  ).toBeInTheDocument()
})

test('an answer that does not match the API contract in one panel leaves the others working', async () => {
  const seed = seedOf()
  server.use(
    http.get(
      `${TEST_API_URL}/analysis/question/${seed.analyses.nestedFollowUp}`,
      () => HttpResponse.json({ id: 42, status: 'SOMETHING' }),
    ),
  )
  const { user } = renderApp(paths.reportDetail(seed.analyses.nestedFollowUp))
  const failed = await screen.findByText('We could not load this answer.')
  expect(failed).toBeInTheDocument()
  const main = screen.getByRole('region', { name: REPORT_TITLE })
  expect(
    await within(main).findByRole('heading', { name: 'Summary' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 2, name: GLUCOSE }),
  ).toBeInTheDocument()
  // The rest still works: a citation of the report opens.
  await user.click(
    within(main).getAllByRole('button', { name: 'Reference 1' })[0]!,
  )
  expect(
    await screen.findByRole('complementary', { name: 'Citation' }),
  ).toBeInTheDocument()
})
