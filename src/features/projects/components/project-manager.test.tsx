import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { useState } from 'react'

import { patientQueries } from '@/api/patients/queries'
import { projectQueries } from '@/api/projects/queries'
import {
  getActiveSelection,
  patientActivated,
} from '@/stores/active-selection-store'
import { clockMovedOn } from '@/testing/fake-clock'
import { pressTwice } from '@/testing/press'
import { renderWithProviders } from '@/testing/render'
import {
  holdAnswers,
  holdPosts,
  lagReads,
  loseAnswers,
} from '@/testing/requests'
import { TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { projectsNamed, seedOf } from '@mocks/testing/test-helpers'

import { ProjectManager, type ProjectManagerProps } from './project-manager'

let posts: unknown[] = []
const countPosts = async ({ request }: { request: Request }) => {
  if (request.method === 'POST' && request.url.endsWith('/projects'))
    posts.push(await request.clone().json())
}

beforeEach(() => {
  posts = []
  server.events.on('request:start', countPosts)
})

afterEach(() => {
  server.events.removeListener('request:start', countPosts)
})

function renderManager(props: ProjectManagerProps = {}) {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  const onCreated = vi.fn()
  const view = renderWithProviders(
    <>
      <ProjectManager onCreated={onCreated} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  )
  return { ...view, seed, onCreated }
}

/**
 * Lists the patient's projects, as the page does before the form is used,
 * and waits for the manager's own reads (the user, their patients), which
 * may answer meanwhile.
 */
async function listProjects(queryClient: QueryClient, patientId: string) {
  await act(() => queryClient.fetchQuery(projectQueries.list(patientId)))
  const patients = patientQueries.list(db.userFor(DEMO_USER.sub).id).queryKey
  await waitFor(() => {
    expect(queryClient.getQueryData(patients)).toBeDefined()
    expect(queryClient.isFetching()).toBe(0)
  })
}

const nameField = () => screen.getByRole('textbox', { name: 'Project name' })

test('shows the heading, the labelled name field with its placeholder and help, and Continue', async () => {
  renderManager({ autoFocus: true })
  expect(
    await screen.findByRole('form', { name: 'Research Project' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { name: 'Research Project' }),
  ).toBeInTheDocument()
  expect(nameField()).toHaveAttribute('placeholder', 'Enter project name')
  expect(nameField()).toHaveAccessibleDescription(
    'Organize research by condition, area of care, or topic.',
  )
  expect(nameField()).toHaveFocus()
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Cancel' }),
  ).not.toBeInTheDocument()
})

test('an empty name is refused next to the field', async () => {
  const { user } = renderManager()
  await user.type(nameField(), '   {Enter}')
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Project name is required.',
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(posts).toEqual([])
})

test('Enter creates the project, makes it active and reports it; Continue reads "Creating..." meanwhile', async () => {
  server.use(
    // Waits, then falls through to the stand-in's own handler.
    http.post(`${TEST_API_URL}/patients/:patientId/projects`, async () => {
      await delay(500)
    }),
  )
  const { user, onCreated, queryClient, seed } = renderManager()
  const listKey = projectQueries.list(seed.patients.jane).queryKey
  await listProjects(queryClient, seed.patients.jane)
  await user.type(nameField(), '  Sleep  {Enter}')
  expect(
    await screen.findByRole('button', { name: 'Creating...' }),
  ).toBeDisabled()
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  // The button settles after the callback: waiting for it keeps the test
  // from ending while the form still updates.
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  const project = onCreated.mock.calls[0]?.[0]
  expect(project).toMatchObject({ name: 'Sleep', isActive: true })
  expect(posts).toEqual([{ name: 'Sleep', isActive: true }])
  expect(getActiveSelection().projectId).toBe(project.id)
  expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
})

test('leaving the filled-in field creates the project; leaving it empty does nothing', async () => {
  const { user, onCreated } = renderManager()
  await user.click(nameField())
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(posts).toEqual([])

  await user.type(nameField(), 'Migraine')
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  expect(posts).toEqual([{ name: 'Migraine', isActive: true }])
})

test('Cancel and Escape leave without creating', async () => {
  const onCancel = vi.fn()
  const { user } = renderManager({ onCancel })
  await user.type(nameField(), 'Migraine')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.type(nameField(), '{Escape}')
  expect(onCancel).toHaveBeenCalledTimes(2)
  expect(posts).toEqual([])
})

test('a failed request keeps the typed name', async () => {
  server.use(
    http.post(`${TEST_API_URL}/patients/:patientId/projects`, () =>
      HttpResponse.json({ detail: 'Not allowed' }, { status: 403 }),
    ),
  )
  const { user, onCreated } = renderManager()
  await user.type(nameField(), 'Migraine{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed')
  expect(nameField()).toHaveValue('Migraine')
  expect(onCreated).not.toHaveBeenCalled()
})

/** Every project create is carried out by the API, and its answer lost. */
const loseAnswersAfterCreating = () =>
  loseAnswers('/patients/:patientId/projects', (params, request) =>
    request
      .json()
      .then((body) =>
        db.projects.create(DEMO_USER.sub, params.patientId ?? '', body),
      ),
  )

/** Renders the manager once the patient's projects are listed, as the page lists them. */
async function renderListed() {
  const view = renderManager()
  await listProjects(view.queryClient, view.seed.patients.jane)
  return view
}

test('a project whose answer is lost after the API created it is taken as created, once', async () => {
  const { user, onCreated, seed } = await renderListed()
  loseAnswersAfterCreating()
  await user.type(nameField(), 'Sleep{Enter}')

  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  const [kept] = projectsNamed(seed.patients.jane, 'Sleep')
  expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: kept?.id })
  expect(getActiveSelection().projectId).toBe(kept?.id)
  expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a project lost on its way, not yet listed by the read after it: the failure shows; pressed again, it is found, not created twice', async () => {
  const { user, onCreated, seed } = await renderListed()
  lagReads(
    '/patients/:patientId/projects',
    db.projects.list(DEMO_USER.sub, seed.patients.jane),
  )
  loseAnswersAfterCreating()
  await user.type(nameField(), 'Sleep{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The project could not be created. Please try again.',
  )
  expect(nameField()).toHaveValue('Sleep')
  expect(onCreated).not.toHaveBeenCalled()

  // The reads catch up.
  server.resetHandlers()
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  expect(posts).toHaveLength(1)
  expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1)
})

test('a project named again in a new form after a lost answer is a new request, even once the first is listed', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  // Cancel closes the form; a new one takes its place.
  function Reopened() {
    const [form, setForm] = useState(0)
    return <ProjectManager key={form} onCancel={() => setForm((n) => n + 1)} />
  }
  const { user, queryClient } = renderWithProviders(<Reopened />)
  await listProjects(queryClient, seed.patients.jane)
  lagReads(
    '/patients/:patientId/projects',
    db.projects.list(DEMO_USER.sub, seed.patients.jane),
  )
  loseAnswersAfterCreating()
  await user.type(nameField(), 'Sleep{Enter}')
  await screen.findByRole('alert')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))

  // The reads catch up, the answers arrive.
  server.resetHandlers()
  await user.type(nameField(), 'Sleep{Enter}')
  await waitFor(() => expect(posts).toHaveLength(2))
  await waitFor(() =>
    expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(2),
  )
})

test('a project lost before the API created it: the failure shows and the name stays; pressed again, it is created', async () => {
  const { user, onCreated, seed } = await renderListed()
  loseAnswers('/patients/:patientId/projects')
  await user.type(nameField(), 'Sleep{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The project could not be created. Please try again.',
  )
  expect(nameField()).toHaveValue('Sleep')
  expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(0)

  server.resetHandlers()
  // Pressed again once the API's reads would list what the first press made.
  clockMovedOn(10_000)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  expect(posts).toHaveLength(2)
  expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1)
})

test('another patient chosen while the project is being created stays active; the project is not reported created', async () => {
  const open = holdPosts('/patients/:patientId/projects')
  const { user, onCreated, seed } = await renderListed()
  await user.type(nameField(), 'Sleep{Enter}')
  await screen.findByRole('button', { name: 'Creating...' })
  act(() => patientActivated(seed.patients.robert))

  open()
  await waitFor(() =>
    expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1),
  )
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled()
  expect(onCreated).not.toHaveBeenCalled()
  expect(getActiveSelection().patientId).toBe(seed.patients.robert)
})

test('a generic profile cannot create projects', async () => {
  patientActivated(seedOf().patients.generic)
  renderWithProviders(<ProjectManager />)
  expect(
    await screen.findByText(
      'Projects cannot be created for Generic Profiles. Please select a patient profile.',
    ),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('textbox', { name: 'Project name' }),
  ).not.toBeInTheDocument()
})

test('Continue pressed twice before the screen updates creates one project', async () => {
  const { user, onCreated, seed } = renderManager()
  await user.type(nameField(), 'Sleep')
  await pressTwice(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
  expect(posts).toHaveLength(1)
  expect(projectsNamed(seed.patients.jane, 'Sleep')).toHaveLength(1)
})

/**
 * The page is reloaded (or its session ends): it comes back, and the form
 * opens again, once the patient whose draft it shows is known.
 */
async function reopenedAfterReload(before: { unmount: () => void }) {
  before.unmount()
  const view = renderManager({ onCancel: () => {} })
  await listProjects(view.queryClient, view.seed.patients.jane)
  return view
}

test('a name typed is back when the form opens again after a reload; Cancel forgets it', async () => {
  const view = await renderListed()
  await view.user.type(nameField(), 'Sleep')
  const again = await reopenedAfterReload(view)
  expect(nameField()).toHaveValue('Sleep')
  await again.user.click(screen.getByRole('button', { name: 'Cancel' }))
  await reopenedAfterReload(again)
  expect(nameField()).toHaveValue('')
})

test('a project created is forgotten as typed: the form opens empty for the next', async () => {
  const view = await renderListed()
  await view.user.type(nameField(), 'Sleep{Enter}')
  await waitFor(() => expect(view.onCreated).toHaveBeenCalledTimes(1))
  await reopenedAfterReload(view)
  expect(nameField()).toHaveValue('')
})

test('a project the API created while the page was reloaded is not created twice: once the page is back it is found, and the form empties', async () => {
  const view = await renderListed()
  holdAnswers('/patients/:patientId/projects', (params, request) =>
    request
      .json()
      .then((body) =>
        db.projects.create(DEMO_USER.sub, params.patientId ?? '', body),
      ),
  )
  await view.user.type(nameField(), 'Sleep{Enter}')
  await waitFor(() =>
    expect(projectsNamed(view.seed.patients.jane, 'Sleep')).toHaveLength(1),
  )

  server.resetHandlers()
  await reopenedAfterReload(view)
  await waitFor(() => expect(nameField()).toHaveValue(''))
  expect(posts).toHaveLength(1)
  expect(projectsNamed(view.seed.patients.jane, 'Sleep')).toHaveLength(1)
})
