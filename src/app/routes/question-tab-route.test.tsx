import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { readDraft, saveDraft } from '@/lib/drafts'
import { paths } from '@/lib/paths'
import { patientActivated } from '@/stores/active-selection-store'
import {
  advanceFor,
  advanceUntil,
  clockMovedOn,
  installFakeClock,
} from '@/testing/fake-clock'
import { renderApp } from '@/testing/render'
import {
  gate,
  holdAnswers,
  loseAnswers,
  recordRequests,
} from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { API_MODES, startApiMode } from '@mocks/testing/api-variant'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

const PLACEHOLDER =
  'Ask a health question to get a clear, research-backed answer'
const QUESTION = 'What helps with fatigue in Hashimoto thyroiditis?'
const CHECKING_SENT = 'Checking whether your question was sent…'

async function openQuestionTab(url?: string) {
  const seed = seedOf()
  const view = renderApp(url ?? paths.projectQuestions(seed.projects.thyroid))
  const textarea = await screen.findByRole('textbox', {
    name: 'Your health question',
  })
  return { seed, textarea, ...view }
}

const getAnswer = () => screen.getByRole('button', { name: 'Get Answer' })

test('the question field has its placeholder and counter; Get Answer waits for 10 characters', async () => {
  const { user, textarea } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  expect(textarea).toHaveAttribute('placeholder', PLACEHOLDER)
  expect(screen.getByText('0/200')).toBeInTheDocument()
  expect(getAnswer()).toBeDisabled()

  await user.type(textarea, '123456789')
  expect(screen.getByText('9/200')).toBeInTheDocument()
  expect(getAnswer()).toBeDisabled()
  expect(getAnswer()).toHaveAccessibleDescription(
    'Questions need at least 10 characters.',
  )

  await user.type(textarea, '0')
  expect(getAnswer()).toBeEnabled()
  expect(
    screen.queryByText('Questions need at least 10 characters.'),
  ).not.toBeInTheDocument()
})

test('spaces do not count towards the minimum', async () => {
  const { user, textarea } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, '   abc      ')
  expect(getAnswer()).toBeDisabled()
})

test('over 200 characters the question is refused with its messages', async () => {
  const { user, textarea } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.click(textarea)
  await user.paste('x'.repeat(200))
  expect(getAnswer()).toBeEnabled()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  await user.type(textarea, 'y')
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Question can only be 200 characters long',
  )
  expect(screen.getByText('(Too many characters)')).toBeInTheDocument()
  expect(screen.getByText(/^201\/200/)).toBeInTheDocument()
  expect(
    screen.getByText(
      'Looks like your question is a bit long or includes personal health data. Try shortening it, or use the Analyze My Health tab to share personal information.',
    ),
  ).toBeInTheDocument()
  expect(getAnswer()).toBeDisabled()
  expect(textarea).toBeInvalid()

  await user.type(textarea, '{Backspace}')
  expect(screen.queryByText('(Too many characters)')).not.toBeInTheDocument()
  expect(getAnswer()).toBeEnabled()
})

test('an example fills the question and focuses it', async () => {
  const { user, textarea } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  const examples = screen.getByRole('region', { name: 'Try some examples' })
  const buttons = within(examples).getAllByRole('button')
  expect(buttons.map((button) => button.textContent)).toEqual([
    'What are the newest treatment options for advanced melanoma?',
    'How can I best support a parent living with dementia at home?',
    'Which medications help most with fibromyalgia pain?',
  ])
  await user.click(buttons[1]!)
  expect(textarea).toHaveValue(
    'How can I best support a parent living with dementia at home?',
  )
  expect(textarea).toHaveFocus()
  expect(getAnswer()).toBeEnabled()
})

test('on an example project nothing can be asked', async () => {
  const seed = seedOf()
  const { textarea } = await openQuestionTab(
    paths.projectQuestions(seed.projects.pots),
  )
  await waitFor(() => expect(textarea).toBeDisabled())
  expect(getAnswer()).toBeDisabled()
  const examples = screen.getByRole('region', { name: 'Try some examples' })
  for (const button of within(examples).getAllByRole('button')) {
    expect(button).toBeDisabled()
  }
  expect(
    screen.getByText('This is a demo project and is read-only.'),
  ).toBeInTheDocument()
})

test('without a project nothing can be asked', async () => {
  const seed = seedOf()
  // The generic profile's only project is archived: no active project.
  patientActivated(seed.patients.generic)
  const { textarea } = await openQuestionTab(paths.questions())
  expect(
    await screen.findByRole('button', { name: /^Project / }),
  ).toHaveAccessibleName('Project Select a project')
  expect(textarea).toBeDisabled()
  expect(getAnswer()).toBeDisabled()
})

describe.each(API_MODES)('against the %s stand-in', (mode) => {
  beforeEach(() => startApiMode(mode))

  test('a question is created in the project and its report opens', async () => {
    const { user, textarea, router, seed } = await openQuestionTab()
    await waitFor(() => expect(textarea).toBeEnabled())
    await user.type(textarea, `  ${QUESTION}  `)
    await user.click(getAnswer())

    // The first visit loads the report route's code, which can take a while.
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
    )
    const questionId = router.state.location.pathname.split('/').at(-1)!
    expect(db.find.analysis(questionId)).toMatchObject({
      title: QUESTION,
      projectId: seed.projects.thyroid,
      analysisType: 'QUESTION',
      parentAnalysisId: null,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: QUESTION }),
    ).toBeInTheDocument()
  })
})

test.each([
  ['answer is cut off after the API created it', true],
  ['answer is lost and the API created nothing', false],
])('a question whose %s is asked once', async (_, isCreated) => {
  loseAnswers('/projects/:projectId/question', async (params, request) => {
    if (isCreated)
      db.analyses.askQuestion(
        DEMO_USER.sub,
        params.projectId ?? '',
        await request.json(),
      )
  })
  const { user, textarea, router, seed } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, QUESTION)
  await user.click(getAnswer())

  const asked = () =>
    db.projects
      .get(DEMO_USER.sub, seed.projects.thyroid)
      .analyses.filter((analysis) => analysis.title === QUESTION)
  if (isCreated) {
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.reportDetail(asked()[0]?.id ?? ''),
      ),
    )
    expect(asked()).toHaveLength(1)
  } else {
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(textarea).toHaveValue(QUESTION)
    expect(asked()).toHaveLength(0)
  }
})

/** The project's questions in the words of QUESTION, listed by its reads yet or not. */
const questionsAsked = (projectId: string) =>
  db.all
    .analyses()
    .filter(
      (analysis) =>
        analysis.projectId === projectId &&
        analysis.parentAnalysisId === null &&
        analysis.title === QUESTION,
    )

/** Holds each question sent; with `isCreated`, the API creates it first. */
const holdQuestions = ({ isCreated }: { isCreated: boolean }) =>
  holdAnswers('/projects/:projectId/question', async (params, request) => {
    if (isCreated)
      db.analyses.askQuestion(
        DEMO_USER.sub,
        params.projectId ?? '',
        await request.json(),
      )
  })

/** Types QUESTION and sends it, then leaves as a reload does: its answer never comes. */
async function askAndLeave(heldCount: () => number) {
  const first = await openQuestionTab()
  await waitFor(() => expect(first.textarea).toBeEnabled())
  await first.user.type(first.textarea, QUESTION)
  await first.user.click(getAnswer())
  await waitFor(() => expect(heldCount()).toBe(1))
  first.unmount()
}

/** `askAndLeave`, then back on the question's page. */
async function askAndReload(heldCount: () => number) {
  await askAndLeave(heldCount)
  return openQuestionTab()
}

test('a question created while its page reloaded is not asked again: its draft goes, and its answer is awaited', async () => {
  db.settings.analysisDurationMs = Infinity
  const heldCount = holdQuestions({ isCreated: true })
  const { textarea, seed } = await askAndReload(heldCount)

  await waitFor(() => expect(textarea).toHaveValue(''))
  expect(sessionStorage).toHaveLength(0)
  const asked = questionsAsked(seed.projects.thyroid)
  expect(asked).toHaveLength(1)
  expect(heldCount()).toBe(1)

  db.find.analysis(asked[0]?.id ?? '').durationMs = 0
  const notice = await screen.findByText(/^Your answer is ready:/, undefined, {
    timeout: 8000,
  })
  expect(within(notice).getByRole('link', { name: QUESTION })).toHaveAttribute(
    'href',
    paths.reportDetail(asked[0]?.id ?? ''),
  )
})

test('a question not created when its page reloaded is sent once the page is back, once, and its answer is awaited', async () => {
  const heldCount = holdQuestions({ isCreated: false })
  await askAndLeave(heldCount)
  server.resetHandlers()
  clockMovedOn(10_000)
  const { textarea, seed } = await openQuestionTab()

  await waitFor(() => expect(textarea).toHaveValue(''))
  expect(questionsAsked(seed.projects.thyroid)).toHaveLength(1)
  await waitFor(() => expect(getAnswer()).toBeDisabled())
})

test('while a question sent before a reload is looked for, Get Answer waits and says why', async () => {
  const seed = seedOf()
  await askAndLeave(holdQuestions({ isCreated: false }))
  server.resetHandlers()
  // Back on another project of the same patient: the question's own
  // project is not the page's, and is read for it.
  const projectRead = gate()
  server.use(
    http.get(`${TEST_API_URL}/projects/${seed.projects.thyroid}`, async () => {
      await projectRead.opened
      return undefined
    }),
  )
  clockMovedOn(10_000)
  const { textarea } = await openQuestionTab(
    paths.projectQuestions(seed.projects.firstProject),
  )

  expect(await screen.findByText(CHECKING_SENT)).toHaveAttribute(
    'role',
    'status',
  )
  expect(textarea).toHaveValue(QUESTION)
  expect(getAnswer()).toBeDisabled()

  projectRead.open()
  await waitFor(() =>
    expect(screen.queryByText(CHECKING_SENT)).not.toBeInTheDocument(),
  )
  expect(textarea).toHaveValue('')
  expect(questionsAsked(seed.projects.thyroid)).toHaveLength(1)
})

test('a question created while its page reloaded, which the project’s reads do not show for 4 s, is found once they do: asked once', async () => {
  db.settings.readLagMs = 4000
  const heldCount = holdQuestions({ isCreated: true })
  const seed = seedOf()
  await askAndLeave(heldCount)

  installFakeClock()
  onTestFinished(() => {
    vi.useRealTimers()
  })
  renderApp(paths.projectQuestions(seed.projects.thyroid), { fakeTimers: true })
  await advanceUntil(() => screen.queryByText(CHECKING_SENT))
  expect(questionsAsked(seed.projects.thyroid)).toHaveLength(1)
  await advanceFor(5000)
  await advanceUntil(() => (screen.queryByText(CHECKING_SENT) ? null : true))

  expect(
    screen.getByRole('textbox', { name: 'Your health question' }),
  ).toHaveValue('')
  expect(screen.queryByText(CHECKING_SENT)).not.toBeInTheDocument()
  expect(questionsAsked(seed.projects.thyroid)).toHaveLength(1)
  expect(heldCount()).toBe(1)
})

test('the same question asked before does not count as the one sent when the page reloaded: it is sent', async () => {
  const seed = seedOf()
  db.analyses.askQuestion(DEMO_USER.sub, seed.projects.thyroid, {
    question: QUESTION,
  })
  await askAndLeave(holdQuestions({ isCreated: false }))
  server.resetHandlers()
  clockMovedOn(10_000)
  const { textarea } = await openQuestionTab()

  await waitFor(() => expect(textarea).toHaveValue(''))
  expect(questionsAsked(seed.projects.thyroid)).toHaveLength(2)
})

/**
 * The API's reads lag behind its writes (its project reads stay as they
 * are now), so opening a new question's answer takes a read of it, which is
 * held until `answer()`: the navigation to it stays in progress.
 */
function holdNewAnswers() {
  const seed = seedOf()
  const project = structuredClone(
    db.projects.get('demo-user', seed.projects.thyroid),
  )
  const projects = structuredClone(
    db.projects.list('demo-user', seed.patients.jane),
  )
  const { opened, open: answer } = gate()
  let isHeld = false
  server.use(
    http.get(`${TEST_API_URL}/projects/:projectId`, () =>
      HttpResponse.json(project),
    ),
    http.get(`${TEST_API_URL}/patients/:patientId/projects`, () =>
      HttpResponse.json(projects),
    ),
    http.get(`${TEST_API_URL}/analysis/question/:id`, async ({ params }) => {
      isHeld = true
      await opened
      return HttpResponse.json(
        db.analyses.get('demo-user', 'QUESTION', String(params.id)),
      )
    }),
  )
  return { answer, isHeld: () => isHeld }
}

test('pressed again while its answer page is still opening, Get Answer sends nothing more', async () => {
  const { answer: releaseAnswer, isHeld } = holdNewAnswers()
  const requests = recordRequests()
  const { user, textarea, router } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, QUESTION)
  await user.click(getAnswer())
  await waitFor(() => expect(isHeld()).toBe(true))

  expect(getAnswer()).toBeDisabled()
  expect(screen.getByRole('status')).toHaveTextContent('Opening your answer…')
  await user.click(getAnswer())
  fireEvent.submit(screen.getByRole('form', { name: 'Ask a health question' }))
  releaseAnswer()
  await waitFor(() =>
    expect(router.state.location.pathname).toMatch(/^\/report\/analyses\//),
  )
  expect(
    requests.filter((request) => request.startsWith('POST ')),
  ).toHaveLength(1)
})

test('a question sent just before a switch of patient removes its own draft, not the next patient’s', async () => {
  const { opened, open: answer } = gate()
  let isSendingHeld = false
  server.use(
    http.post(`${TEST_API_URL}/projects/:projectId/question`, async () => {
      isSendingHeld = true
      await opened
    }),
  )
  const { user, textarea, seed } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, QUESTION)
  const janeDraft = Object.keys(sessionStorage).find((key) =>
    key.includes(seed.patients.jane),
  )
  expect(janeDraft).toBeDefined()
  const robertDraft = String(janeDraft).replace(
    seed.patients.jane,
    seed.patients.robert,
  )
  saveDraft(robertDraft, 'Is a low resting heart rate a worry at 70?')

  await user.click(getAnswer())
  await waitFor(() => expect(isSendingHeld).toBe(true))
  await user.click(screen.getByRole('button', { name: 'Patient Jane Doe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Robert Doe' }))
  await screen.findByRole('button', { name: 'Patient Robert Doe' })

  answer()
  await waitFor(() => expect(readDraft(String(janeDraft))).toBeUndefined())
  expect(readDraft(robertDraft)).toBe(
    'Is a low resting heart rate a worry at 70?',
  )
})

test('an answer page left before it opened leaves the question form ready for the next question', async () => {
  const { answer, isHeld } = holdNewAnswers()
  const { user, textarea, router } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, QUESTION)
  await user.click(getAnswer())
  await waitFor(() => expect(isHeld()).toBe(true))
  await waitFor(() =>
    expect(router.state.navigation.location?.pathname).toMatch(
      /^\/report\/analyses\//,
    ),
  )
  expect(screen.getByRole('status')).toHaveTextContent('Opening your answer…')

  // 'New' is pressed while the answer's page is still on its way.
  await act(() => router.navigate(paths.questions()))
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'))
  answer()

  await waitFor(() =>
    expect(screen.queryByText('Opening your answer…')).not.toBeInTheDocument(),
  )
  const field = screen.getByRole('textbox', { name: 'Your health question' })
  await user.clear(field)
  await user.type(field, 'Does selenium help my thyroid?')
  expect(getAnswer()).toBeEnabled()
})

test('a refused question keeps its text and shows why; the pending entry goes', async () => {
  server.use(
    http.post(`${TEST_API_URL}/projects/:projectId/question`, () =>
      HttpResponse.json(
        { detail: 'Demo projects are read-only.' },
        { status: 403 },
      ),
    ),
  )
  const { user, textarea, router } = await openQuestionTab()
  await waitFor(() => expect(textarea).toBeEnabled())
  await user.type(textarea, QUESTION)
  await user.click(getAnswer())

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Demo projects are read-only.',
  )
  expect(screen.queryByText('Sending your question…')).not.toBeInTheDocument()
  expect(textarea).toHaveValue(QUESTION)
  expect(router.state.location.pathname).toMatch(/\/questions$/)

  // Typing again clears the message.
  await user.type(textarea, '!')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test("choosing another project goes to that project's records", async () => {
  const { user, router, seed } = await openQuestionTab()
  await user.click(
    await screen.findByRole('button', { name: 'Project Thyroid Health' }),
  )
  await user.click(
    await screen.findByRole('menuitemradio', { name: 'My First Project' }),
  )
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.projectRecords(seed.projects.firstProject),
    ),
  )
})
