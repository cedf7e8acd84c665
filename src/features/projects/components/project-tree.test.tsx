import { screen, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import {
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { advanceClock, installFakeClock } from '@/testing/fake-clock'
import { renderRoute } from '@/testing/render'
import { recordRequests } from '@/testing/requests'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { seedOf } from '@mocks/testing/test-helpers'

import { ProjectTree, type ProjectTreeProps } from './project-tree'

function renderTree(props: ProjectTreeProps = {}, url = '/') {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.thyroid)
  const view = renderRoute(<ProjectTree {...props} />, { path: '*', url })
  return { ...view, seed }
}

const projectButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`) })

const projectNames = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map((button) => button.textContent)

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('lists the active projects, most recently updated first, with the date of their last update', async () => {
    const seed = seedOf()
    db.find.project(seed.projects.firstProject).isActive = false
    db.find.project(seed.projects.breastCancer).updatedAt =
      '2025-03-03T12:00:00.000Z'
    renderTree()
    await screen.findByRole('button', { name: /^Thyroid Health/ })
    expect(projectNames()).toEqual([
      expect.stringMatching(/^Thyroid Health/),
      expect.stringMatching(/^Example: POTS DEMO/),
      'Example: Breast Cancer DEMO, last updated Mar 3rd, 2025',
    ])
    expect(projectButton('Example: Breast Cancer')).toHaveTextContent(
      /Mar 3rd, 2025$/,
    )
  })

  test('the active project starts expanded: its report first, follow-ups nested below at any depth', async () => {
    const { seed } = renderTree()
    const thyroid = await screen.findByRole('button', {
      name: /^Thyroid Health/,
    })
    expect(thyroid).toHaveAttribute('aria-expanded', 'true')
    expect(thyroid).toHaveAttribute('aria-current', 'true')
    const analyses = analysesOf('Thyroid Health')
    expect(thyroid).toHaveAttribute('aria-controls', analyses.id)
    expect(within(analyses).getAllByRole('link')[0]).toHaveAccessibleName(
      'Report: Thyroid Health Report',
    )
    const [followUp, secondFollowUp] = seed.analyses.thyroidFollowUps
    expect(hrefs(analyses)).toEqual(
      reportLinks(
        seed.analyses.thyroidReport,
        secondFollowUp,
        followUp,
        seed.analyses.nestedFollowUp,
      ),
    )
    expect(
      hrefs(
        screen.getByRole('list', {
          name: 'Follow-up questions to Thyroid Health Report',
        }),
      ),
    ).toEqual(
      reportLinks(secondFollowUp, followUp, seed.analyses.nestedFollowUp),
    )
    expect(
      hrefs(
        screen.getByRole('list', {
          name: 'Follow-up questions to Can my thyroid condition affect my blood sugar control?',
        }),
      ),
    ).toEqual(reportLinks(seed.analyses.nestedFollowUp))
  })

  test('reports come before questions, each newest first', async () => {
    const seed = seedOf()
    db.insert.analysis(DEMO_USER.sub, seed.projects.thyroid, {
      analysisType: 'QUESTION',
      status: 'COMPLETED',
      title: 'A brand new question',
      createdAt: new Date().toISOString(),
    })
    db.insert.analysis(DEMO_USER.sub, seed.projects.thyroid, {
      analysisType: 'REPORT',
      status: 'COMPLETED',
      title: 'Second report',
      createdAt: new Date(Date.now() - 1000).toISOString(),
    })
    renderTree()
    await screen.findByRole('link', { name: 'Report: Second report' })
    // The report's follow-ups stay nested under it.
    expect(
      within(analysesOf('Thyroid Health'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Report: Second report',
      'Report: Thyroid Health Report',
      expect.stringMatching(/^Question: Should I take/),
      expect.stringMatching(/^Question: Can my thyroid/),
      expect.stringMatching(/^Question: Should I check/),
      'Question: A brand new question',
    ])
  })
})

test('demo projects carry a DEMO badge; the others an edit button', async () => {
  const { user } = renderTree()
  await screen.findByRole('button', { name: /^Thyroid Health/ })
  expect(projectButton('Example: POTS')).toHaveTextContent(/DEMO/)
  expect(projectButton('Thyroid Health')).not.toHaveTextContent(/DEMO/)
  expect(
    screen.queryByRole('button', { name: 'Edit project Example: POTS' }),
  ).not.toBeInTheDocument()
  await user.click(
    screen.getByRole('button', { name: 'Edit project My First Project' }),
  )
  expect(
    await screen.findByRole('dialog', { name: 'Edit Project' }),
  ).toBeInTheDocument()
})

const analysesOf = (projectName: string) =>
  screen.getByRole('list', { name: `Reports and questions of ${projectName}` })

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

const reportLinks = (...analysisIds: string[]) =>
  analysisIds.map(paths.reportDetail)

test('pending items show a spinner and say so; failed ones an error icon; a missing title reads "Title not available"', async () => {
  const seed = seedOf()
  const add = (fields: Parameters<typeof db.insert.analysis>[2]) =>
    db.insert.analysis(DEMO_USER.sub, seed.projects.firstProject, fields)
  add({ analysisType: 'QUESTION', status: 'PENDING', title: 'Waiting one' })
  add({ analysisType: 'QUESTION', status: 'IN_PROGRESS', title: 'Busy one' })
  add({ analysisType: 'REPORT', status: 'FAILED', title: 'Broken one' })
  add({ analysisType: 'REPORT', status: 'CANCELLED', title: '' })
  const { user } = renderTree()
  await user.click(
    await screen.findByRole('button', { name: /^My First Project/ }),
  )
  expect(
    await screen.findByRole('link', {
      name: 'Question: Waiting one (in progress)',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Question: Busy one (in progress)' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Report: Broken one (failed)' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Report: Title not available (failed)' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', {
      name: 'Question: What are the early signs of low blood sugar?',
    }),
  ).not.toHaveAccessibleName(/in progress|failed/)
})

test('an expanded project without analyses reads "empty"; collapsing hides its list', async () => {
  const seed = seedOf()
  const empty = db.insert.project(DEMO_USER.sub, seed.patients.jane, {
    name: 'Sleep',
  })
  const onProjectExpanded = vi.fn()
  const { user } = renderTree({ onProjectExpanded })
  const sleep = await screen.findByRole('button', { name: /^Sleep/ })
  expect(sleep).toHaveAttribute('aria-expanded', 'false')
  expect(sleep).not.toHaveAttribute('aria-controls')
  await user.click(sleep)
  expect(sleep).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByText('empty')).toBeInTheDocument()
  expect(onProjectExpanded).toHaveBeenCalledWith(
    expect.objectContaining({ id: empty.id }),
  )
  await user.click(sleep)
  expect(screen.queryByText('empty')).not.toBeInTheDocument()
  expect(onProjectExpanded).toHaveBeenCalledTimes(1)

  await user.click(projectButton('Thyroid Health'))
  expect(projectButton('Thyroid Health')).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('the analysis of the current page is marked as the current page', async () => {
  const seed = seedOf()
  renderTree({}, `/report/analyses/${seed.analyses.nestedFollowUp}`)
  expect(
    await screen.findByRole('link', {
      name: /^Question: Should I check my glucose/,
    }),
  ).toHaveAttribute('aria-current', 'page')
  expect(
    screen.getByRole('link', { name: 'Report: Thyroid Health Report' }),
  ).not.toHaveAttribute('aria-current')
})

test('following a link reports the navigation', async () => {
  const onNavigate = vi.fn()
  const { user, router, seed } = renderTree({ onNavigate })
  await user.click(
    await screen.findByRole('link', { name: 'Report: Thyroid Health Report' }),
  )
  expect(onNavigate).toHaveBeenCalledTimes(1)
  expect(router.state.location.pathname).toBe(
    `/report/analyses/${seed.analyses.thyroidReport}`,
  )
})

test('the example projects offer Launch Tutorial while no walkthrough runs', async () => {
  const onLaunchTutorial = vi.fn()
  const { user, unmount } = renderTree({ onLaunchTutorial })
  const buttons = await screen.findAllByRole('button', {
    name: 'Launch Tutorial',
  })
  expect(buttons).toHaveLength(2)
  await user.click(buttons[0] as HTMLElement)
  expect(onLaunchTutorial).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Example: Breast Cancer' }),
  )
  unmount()

  renderRoute(
    <ProjectTree onLaunchTutorial={onLaunchTutorial} isWalkthroughRunning />,
  )
  await screen.findByRole('button', { name: /^Thyroid Health/ })
  expect(
    screen.queryByRole('button', { name: 'Launch Tutorial' }),
  ).not.toBeInTheDocument()
})

test('without a walkthrough handler there is no Launch Tutorial', async () => {
  renderTree()
  await screen.findByRole('button', { name: /^Thyroid Health/ })
  expect(
    screen.queryByRole('button', { name: 'Launch Tutorial' }),
  ).not.toBeInTheDocument()
})

test('a walkthrough shows only the reports it revealed, in creation order', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.pots)
  renderRoute(
    <ProjectTree
      revealedReportCount={(project) =>
        project.id === seed.projects.pots ? 2 : null
      }
    />,
  )
  await screen.findByRole('button', { name: /^Example: POTS/ })
  const analyses = analysesOf('Example: POTS')
  expect(hrefs(analyses)).toEqual(
    reportLinks(...seed.analyses.potsReports.slice(0, 2).reverse()),
  )
  expect(
    within(analyses).getByText('Continue walkthrough to reveal more reports'),
  ).toBeInTheDocument()
})

describe('polling', () => {
  beforeEach(() => {
    installFakeClock()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  test('an expanded project with pending analyses is read again every 4 s until none is pending', async () => {
    const seed = seedOf()
    const pending = db.insert.analysis(DEMO_USER.sub, seed.projects.thyroid, {
      analysisType: 'QUESTION',
      status: 'PENDING',
      title: 'Waiting one',
    })
    const detailPath = `/projects/${seed.projects.thyroid}`
    const requests = recordRequests()
    const reads = () =>
      requests.filter((request) => request === `GET ${detailPath}`).length

    patientActivated(seed.patients.jane)
    projectActivated(seed.projects.thyroid)
    const { queryClient } = renderRoute(<ProjectTree />, { fakeTimers: true })
    const advance = (ms: number) => advanceClock(queryClient, ms)
    await advance(100)
    expect(
      screen.getByRole('link', { name: 'Question: Waiting one (in progress)' }),
    ).toBeInTheDocument()
    expect(reads()).toBe(1)

    // Each read follows the previous answer by 4 s.
    await advance(3850)
    expect(reads()).toBe(1)
    await advance(200)
    expect(reads()).toBe(2)
    await advance(3800)
    expect(reads()).toBe(2)
    await advance(200)
    expect(reads()).toBe(3)

    db.find.analysis(pending.id).status = 'COMPLETED'
    await advance(4050)
    expect(reads()).toBe(4)
    expect(
      screen.getByRole('link', { name: 'Question: Waiting one' }),
    ).toBeInTheDocument()

    await advance(20_000)
    expect(reads()).toBe(4)
  })

  test('a collapsed project is not polled', async () => {
    const seed = seedOf()
    db.insert.analysis(DEMO_USER.sub, seed.projects.firstProject, {
      analysisType: 'QUESTION',
      status: 'PENDING',
      title: 'Waiting one',
    })
    const requests = recordRequests()
    patientActivated(seed.patients.jane)
    projectActivated(seed.projects.thyroid)
    const { queryClient } = renderRoute(<ProjectTree />, { fakeTimers: true })
    const advance = (ms: number) => advanceClock(queryClient, ms)
    await advance(12_000)
    expect(
      screen.getByRole('button', { name: /^My First Project/ }),
    ).toHaveAttribute('aria-expanded', 'false')
    expect(requests).not.toContain(
      `GET /projects/${seed.projects.firstProject}`,
    )
  })
})
