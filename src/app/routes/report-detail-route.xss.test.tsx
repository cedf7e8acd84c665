import { screen, waitFor, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { renderApp } from '@/testing/render'
import {
  armXssTraps,
  expectNoDangerousDom,
  expectShownAsText,
  HTML_PAYLOADS,
  MARKDOWN_PAYLOADS,
  SAFE_LITERATURE_LINKS,
  URL_PAYLOADS,
  XSS_PAYLOADS,
  XSS_PMIDS,
  xssBibliography,
  xssMarkdown,
} from '@/testing/xss-corpus'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

beforeEach(armXssTraps)

const OWNER = DEMO_USER.sub
const PROJECT_NAME = '<img src=x onerror=window.__xss=1>Project'
const REPORT_TITLE = '<script>window.__xss=1</script>Report'
const QUESTION_TITLE = '<svg onload=window.__xss=1>Question'
const { html: HTML_PMID } = XSS_PMIDS

function seedHostileReport() {
  const seed = seedOf()
  const project = db.insert.project(OWNER, seed.patients.jane, {
    name: PROJECT_NAME,
  })
  const report = db.insert.analysis(OWNER, project.id, {
    analysisType: 'REPORT',
    status: 'COMPLETED',
    title: REPORT_TITLE,
    result: {
      content: xssMarkdown(),
      bibliography: xssBibliography(),
      furtherQuestions: [...XSS_PAYLOADS],
    },
  })
  const question = db.insert.analysis(OWNER, project.id, {
    analysisType: 'QUESTION',
    status: 'COMPLETED',
    parentAnalysisId: report.id,
    title: QUESTION_TITLE,
    result: {
      // No link definitions: this answer renders section by section.
      content: `## Answer\n\n${HTML_PAYLOADS.join('\n\n')}\n\n## More\n\n${MARKDOWN_PAYLOADS.slice(0, 12).join('\n\n')}`,
      bibliography: {},
      furtherQuestions: [],
    },
  })
  report.userQuestions = [{ id: question.id, title: QUESTION_TITLE }]
  return report
}

async function openHostileReport() {
  const report = seedHostileReport()
  const view = renderApp(paths.reportDetail(report.id))
  const main = await screen.findByRole('region', { name: REPORT_TITLE })
  await within(main).findByRole('heading', { name: 'Links that stay' })
  return { main, ...view }
}

test('report content, title and suggested follow-ups render as text, with no script or script URL', async () => {
  const { main } = await openHostileReport()
  expectNoDangerousDom()

  expect(
    within(main).getByRole('heading', { level: 1, name: REPORT_TITLE }),
  ).toBeInTheDocument()
  // Raw HTML is dropped; Markdown entities become characters, as text.
  expectShownAsText(main, '<script>window.__xss=1</script> stays text.')
  // Links with a script or data target keep their words but are no links.
  for (const words of ['md js', 'md upper', 'md entity', 'md data', 'md vb']) {
    expectShownAsText(main, words)
    expect(
      within(main).queryByRole('link', { name: new RegExp(words) }),
    ).not.toBeInTheDocument()
  }
  // What stays a link leads to the web, in a new tab that cannot reach back.
  for (const link of within(main).getAllByRole('link')) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  expect(
    within(main).getByRole('link', { name: 'PubMed (opens in a new tab)' }),
  ).toHaveAttribute('href', SAFE_LITERATURE_LINKS.pubmed)
  expect(
    within(main).getByRole('link', { name: 'the DOI (opens in a new tab)' }),
  ).toHaveAttribute('href', SAFE_LITERATURE_LINKS.doi)

  const suggested = within(main).getByRole('region', {
    name: 'Suggested follow-up questions',
  })
  for (const payload of XSS_PAYLOADS) expectShownAsText(suggested, payload)

  // The navigation shows the project and the report by name, as text (its
  // lists may arrive after the report, which does not wait for them).
  const navigation = screen.getByRole('navigation', {
    name: 'Patients and projects',
  })
  await waitFor(() => expectShownAsText(navigation, PROJECT_NAME))
  expectShownAsText(navigation, REPORT_TITLE)
  expectShownAsText(navigation, QUESTION_TITLE)
  expectNoDangerousDom()
})

test('citations: titles, authors, excerpts and the hover tip stay text; literature links still work', async () => {
  const { main, user } = await openHostileReport()

  const marker = within(main).getByRole('button', { name: 'Reference 1' })
  await user.hover(marker)
  expectShownAsText(screen.getByRole('tooltip'), HTML_PAYLOADS[0]!)
  expectNoDangerousDom()

  await user.click(marker)
  let side = await screen.findByRole('complementary', { name: 'Citation' })
  expect(
    within(side).getByRole('heading', { name: HTML_PAYLOADS[0] }),
  ).toBeInTheDocument()
  expectShownAsText(side, HTML_PAYLOADS.join(', '))
  for (const paragraph of HTML_PAYLOADS) expectShownAsText(side, paragraph)
  expect(within(side).getByRole('link', { name: 'PubMed' })).toHaveAttribute(
    'href',
    `https://pubmed.ncbi.nlm.nih.gov/${HTML_PMID}/`,
  )
  expect(within(side).getByRole('link', { name: 'DOI' })).toHaveAttribute(
    'href',
    SAFE_LITERATURE_LINKS.doi,
  )
  expectNoDangerousDom()

  await user.click(within(main).getByRole('button', { name: 'Reference 2' }))
  side = screen.getByRole('complementary', { name: 'Citation' })
  expect(
    within(side).getByRole('heading', { name: MARKDOWN_PAYLOADS[0] }),
  ).toBeInTheDocument()
  for (const paragraph of MARKDOWN_PAYLOADS) {
    expectShownAsText(side, paragraph)
  }
  // A script-URL DOI becomes an address on doi.org, never a script.
  expect(within(side).getByRole('link', { name: 'DOI' })).toHaveAttribute(
    'href',
    'https://doi.org/javascript%3Awindow.__xss%3D1',
  )
  expectNoDangerousDom()
})

test('the references list keeps payload titles and authors as text and every link on the web', async () => {
  const { main, user } = await openHostileReport()
  const list = within(main).getByRole('list', { name: 'References' })
  // Entries the text never cites are listed apart, unnumbered.
  const consulted = within(main).getByRole('list', { name: 'Also consulted' })
  for (const url of URL_PAYLOADS) expectShownAsText(consulted, `Paper ${url}`)
  expectShownAsText(list, MARKDOWN_PAYLOADS.join(', '))
  const links = [
    ...within(list).getAllByRole('link'),
    ...within(consulted).getAllByRole('link'),
  ]
  // DOI, PubMed and Google Scholar for each paper with a DOI and a title.
  expect(links.length).toBeGreaterThanOrEqual(3 * URL_PAYLOADS.length)
  for (const link of links) {
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/(doi\.org|pubmed\.ncbi\.nlm\.nih\.gov|scholar\.google\.com)\//,
      ),
    )
  }

  // The panel's References button comes before the section's toggle.
  const [showReferences] = within(main).getAllByRole('button', {
    name: 'References',
  })
  await user.click(showReferences!)
  const side = await screen.findByRole('complementary', { name: 'References' })
  expectShownAsText(side, HTML_PAYLOADS.join(', '))
  expectNoDangerousDom()
})

test('a question asked on the report opens with its payload title and answer inert', async () => {
  const { main, user } = await openHostileReport()
  const asked = within(main).getByRole('region', {
    name: 'Your follow-up questions',
  })
  await user.click(within(asked).getByRole('button', { name: QUESTION_TITLE }))
  const panel = await screen.findByRole('region', { name: QUESTION_TITLE })
  await within(panel).findByRole('heading', { name: 'Answer' })
  // Raw HTML is dropped; an entity-encoded tag is shown as characters.
  expectShownAsText(panel, '<script>window.__xss=1</script>')
  expectShownAsText(panel, 'md js')
  expect(
    within(panel).queryByRole('link', { name: /md js/ }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: `Close panel: ${QUESTION_TITLE}` }),
  ).toBeInTheDocument()
  expectNoDangerousDom()
})
