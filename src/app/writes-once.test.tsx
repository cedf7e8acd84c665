/**
 * One press, one thing made, whatever happens to the answer: a report, a
 * note, a question, a patient and a project whose answer is cut off after
 * the API made it, while its reads lag 4 s behind its writes. The first
 * press reports a failure (a read right after does not list it yet); the
 * press again looks first, waits the lag out, and finds it. Each page
 * loads in real time; its writes run on a fake clock.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'

import { patientQueries } from '@/api/patients/queries'
import { projectQueries } from '@/api/projects/queries'
import { userQueries } from '@/api/users/queries'
import { PatientSelector } from '@/features/patients/components/patient-selector'
import { ProjectManager } from '@/features/projects/components/project-manager'
import { NoteForm } from '@/features/records/components/note-form'
import { paths } from '@/lib/paths'
import { patientActivated } from '@/stores/active-selection-store'
import {
  advanceFor,
  advanceUntil,
  installFakeClock,
} from '@/testing/fake-clock'
import { renderApp, renderRoute, renderWithProviders } from '@/testing/render'
import { loseAnswers } from '@/testing/requests'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

const READ_LAG_MS = 4000

beforeEach(() => {
  db.settings.readLagMs = READ_LAG_MS
  db.settings.analysisDurationMs = Infinity
})

afterEach(() => {
  vi.useRealTimers()
})

/**
 * A person's clicks and typing, as DOM events: on a fake clock, Testing
 * Library's user events end on a timer of their own.
 */
const user = {
  click: async (element: Element) => {
    fireEvent.click(element)
    await advanceFor(100)
  },
  /** Types `text` into a field; `{Enter}` at its end submits the field's form. */
  type: async (element: HTMLElement, text: string) => {
    fireEvent.change(element, {
      target: { value: text.replace('{Enter}', '') },
    })
    const { form } = element as HTMLInputElement
    if (text.endsWith('{Enter}') && form) fireEvent.submit(form)
    await advanceFor(100)
  },
}

/** The page has loaded: from now on the clock is a fake one. */
async function pageShown(find: () => HTMLElement | Promise<HTMLElement>) {
  const element = await find()
  installFakeClock()
  return element
}

/** `find` once it finds, moving the fake clock as the page's work asks. */
const shown = <T,>(find: () => T | null | undefined | false) =>
  advanceUntil(() => find() || null)

/** Pressed again: the earlier attempt is looked for, and the lag waited out. */
async function pressedAgain(press: () => Promise<void>, checking: string) {
  await press()
  await shown(() => screen.queryByText(checking))
  await advanceFor(READ_LAG_MS + 1000)
}

test('a patient whose answer is cut off, saved again at once, is one patient, and becomes active', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  loseAnswers('/users/:userId/patients', (_, request) =>
    request.json().then((body) => db.patients.create(DEMO_USER.sub, body)),
  )
  renderRoute(<PatientSelector />, { path: '*', url: '/' })
  await user.click(
    await pageShown(() =>
      screen.findByRole('button', { name: 'Patient Jane Doe' }),
    ),
  )
  await user.click(screen.getByRole('menuitem', { name: 'Add New Patient' }))
  const dialog = await shown(() =>
    screen.queryByRole('dialog', { name: 'Add New Patient' }),
  )
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Name' }),
    'Ann Smith{Enter}',
  )
  const save = () =>
    user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await save()
  await shown(() => within(dialog).queryByRole('alert'))

  await pressedAgain(save, 'Checking whether the patient was saved…')

  await shown(() => screen.queryByRole('button', { name: 'Patient Ann Smith' }))
  expect(
    db.all.patients().filter((patient) => patient.name === 'Ann Smith'),
  ).toHaveLength(1)
})

test('a project whose answer is cut off, continued again at once, is one project', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  loseAnswers('/patients/:patientId/projects', (params, request) =>
    request
      .json()
      .then((body) =>
        db.projects.create(DEMO_USER.sub, params.patientId ?? '', body),
      ),
  )
  const onCreated = vi.fn()
  const { queryClient } = renderWithProviders(
    <ProjectManager onCreated={onCreated} />,
  )
  // The patient and their projects listed, as the page lists them.
  await act(async () => {
    const me = await queryClient.fetchQuery(userQueries.me())
    await queryClient.fetchQuery(patientQueries.list(me.id))
    await queryClient.fetchQuery(projectQueries.list(seed.patients.jane))
  })
  const name = await pageShown(() =>
    screen.findByRole('textbox', { name: 'Project name' }),
  )
  await user.type(name, 'Sleep{Enter}')
  await shown(() =>
    screen.queryByText('The project could not be created. Please try again.'),
  )

  await pressedAgain(
    () => user.click(screen.getByRole('button', { name: 'Continue' })),
    'Checking whether the project was created…',
  )

  await shown(() => onCreated.mock.calls.length > 0)
  expect(
    db.all.projects().filter((project) => project.name === 'Sleep'),
  ).toHaveLength(1)
})

test('a note whose answer is cut off, added again at once, is one note, selected', async () => {
  const seed = seedOf()
  loseAnswers('/patients/:patientId/records', (params, request) =>
    request
      .json()
      .then((body) =>
        db.records.createNote(DEMO_USER.sub, params.patientId ?? '', body),
      ),
  )
  renderWithProviders(
    <NoteForm
      patientId={seed.patients.jane}
      projectId={seed.projects.thyroid}
    />,
  )
  await user.type(
    await pageShown(() =>
      screen.findByRole('textbox', { name: 'Record name' }),
    ),
    'Cardiology letter',
  )
  await user.type(
    screen.getByRole('textbox', { name: 'Record content' }),
    'Echocardiogram normal, ejection fraction 60 percent.',
  )
  const addNote = () =>
    user.click(screen.getByRole('button', { name: 'Add Note' }))
  await addNote()
  await user.click(
    await shown(() =>
      screen.queryByRole('button', { name: 'Back to my note' }),
    ),
  )
  await shown(() => screen.queryByRole('dialog') === null)
  await advanceFor(500)

  await pressedAgain(addNote, 'Adding your note to the health records…')

  await shown(() =>
    screen.queryByText(
      'Your note was added to the health records and selected.',
    ),
  )
  expect(
    db.all.records().filter((record) => record.title === 'Cardiology letter'),
  ).toHaveLength(1)
})

const QUESTION = 'What helps with fatigue in Hashimoto thyroiditis?'

test('a question whose answer is cut off, asked again at once, is one question, and its answer opens', async () => {
  const seed = seedOf()
  loseAnswers('/projects/:projectId/question', async (params, request) =>
    db.analyses.askQuestion(
      DEMO_USER.sub,
      params.projectId ?? '',
      await request.json(),
    ),
  )
  const { router } = renderApp(paths.projectQuestions(seed.projects.thyroid))
  const field = await pageShown(async () => {
    const textarea = await screen.findByRole('textbox', {
      name: 'Your health question',
    })
    await waitFor(() => expect(textarea).toBeEnabled())
    return textarea
  })
  await user.type(field, QUESTION)
  const getAnswer = () =>
    user.click(screen.getByRole('button', { name: 'Get Answer' }))
  await getAnswer()
  await shown(() =>
    screen.queryByText('Your question could not be sent. Please try again.'),
  )

  await pressedAgain(getAnswer, 'Checking whether your question was sent…')

  const asked = db.all
    .analyses()
    .filter((analysis) => analysis.title === QUESTION)
  expect(asked).toHaveLength(1)
  await shown(
    () =>
      router.state.location.pathname === paths.reportDetail(asked[0]?.id ?? ''),
  )
})

test('a report whose answer is cut off, created again at once, is one report, and it opens', async () => {
  const seed = seedOf()
  loseAnswers('/projects/:projectId/report', async (params, request) =>
    db.analyses.createReport(
      DEMO_USER.sub,
      params.projectId ?? '',
      await request.json(),
    ),
  )
  const reports = () =>
    db.all.analyses().filter((analysis) => analysis.analysisType === 'REPORT')
  const before = reports().length
  const { router } = renderApp(paths.projectRecords(seed.projects.thyroid))
  const createReport = () =>
    user.click(screen.getByRole('button', { name: /^Create Report/ }))
  await pageShown(() =>
    screen.findByRole('region', { name: 'Patient records' }),
  )
  await createReport()
  await shown(() => screen.queryByText(/^Failed to create report\./))

  await pressedAgain(createReport, 'Checking whether your report was created…')

  expect(reports()).toHaveLength(before + 1)
  const made = reports().at(-1)
  await shown(
    () => router.state.location.pathname === paths.reportDetail(made?.id ?? ''),
  )
})
