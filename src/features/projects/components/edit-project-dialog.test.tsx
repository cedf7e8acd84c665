import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import {
  getActiveSelection,
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { getPanels, mainPanelOpened } from '@/stores/panels-store'
import { installFakeClock, settle } from '@/testing/fake-clock'
import { afterModalClosed, CLOSINGS, closeDialog } from '@/testing/modal'
import { pressTwice } from '@/testing/press'
import { renderRoute } from '@/testing/render'
import { gate, lagReads, recordRequests } from '@/testing/requests'
import { installTestAuth, TEST_API_URL } from '@/testing/test-auth'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { server } from '@mocks/testing/node'
import { seedOf } from '@mocks/testing/test-helpers'

import { EditProjectDialog } from './edit-project-dialog'
import { ProjectTree } from './project-tree'

function renderTree() {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  projectActivated(seed.projects.thyroid)
  const view = renderRoute(<ProjectTree />, {
    path: '*',
    url: `/project/${seed.projects.thyroid}/questions`,
  })
  return { ...view, seed }
}

async function openEdit(
  user: ReturnType<typeof renderTree>['user'],
  name: string,
) {
  await user.click(
    await screen.findByRole('button', { name: `Edit project ${name}` }),
  )
  return screen.findByRole('dialog', { name: 'Edit Project' })
}

async function confirmDelete(
  user: ReturnType<typeof renderTree>['user'],
  dialog: HTMLElement,
) {
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete project' }),
  )
  const confirm = await screen.findByRole('dialog', { name: 'Delete project?' })
  await user.click(
    within(confirm).getByRole('button', { name: 'Delete project' }),
  )
}

test('renames a project: Save only for a changed name, Enter saves, focus returns to the edit button', async () => {
  const { user, seed } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  const save = within(dialog).getByRole('button', { name: 'Save' })
  expect(name).toHaveFocus()
  expect(name).toHaveValue('My First Project')
  expect(save).toBeDisabled()

  await user.clear(name)
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Project name is required.',
  )
  expect(save).toBeDisabled()
  await user.type(name, ' My First Project {Enter}')
  expect(dialog).toBeInTheDocument()

  await user.clear(name)
  await user.type(name, 'Diabetes{Enter}')
  expect(
    await screen.findByRole('button', { name: /^Diabetes/ }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(db.find.project(seed.projects.firstProject).name).toBe('Diabetes')
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Edit project Diabetes' }),
    ).toHaveFocus(),
  )
})

test('a renamed project keeps its new name, and a deleted one stays gone, even when the API’s reads lag behind its writes', async () => {
  const seed = seedOf()
  const reads = lagReads(
    '/patients/:patientId/projects',
    db.projects.list(DEMO_USER.sub, seed.patients.jane),
  )
  const { user } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  await user.clear(name)
  await user.type(name, 'Diabetes{Enter}')
  await waitFor(() => expect(reads()).toBe(2))
  expect(screen.getByRole('button', { name: /^Diabetes/ })).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: /^My First Project/ }),
  ).not.toBeInTheDocument()
  await afterModalClosed()

  await confirmDelete(user, await openEdit(user, 'Diabetes'))
  await waitFor(() => expect(reads()).toBe(3))
  expect(
    screen.queryByRole('button', { name: /^(Diabetes|My First Project)/ }),
  ).not.toBeInTheDocument()
})

test('a refused rename keeps the dialog open with the new name', async () => {
  server.use(
    http.patch(`${TEST_API_URL}/projects/:projectId`, () =>
      HttpResponse.json({ detail: 'No' }, { status: 403 }),
    ),
  )
  const { user } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  await user.type(name, ' 2{Enter}')
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The project could not be renamed. Please try again.',
  )
  expect(name).toHaveValue('My First Project 2')
})

test.each([
  { case: 'after the API renamed it is saved', isApplied: true },
  { case: 'before the API renamed it says so', isApplied: false },
])('a rename whose answer is lost $case', async ({ isApplied }) => {
  server.use(
    http.patch(
      `${TEST_API_URL}/projects/:projectId`,
      async ({ params, request }) => {
        if (isApplied) {
          const body: unknown = await request.json()
          db.projects.rename(DEMO_USER.sub, String(params.projectId), body)
        }
        return HttpResponse.error()
      },
    ),
  )
  const { user } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  await user.clear(name)
  await user.type(name, 'Diabetes{Enter}')
  if (isApplied) {
    expect(
      await screen.findByRole('button', { name: /^Diabetes/ }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    )
  } else {
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The project could not be renamed. Please try again.',
    )
    expect(name).toHaveValue('Diabetes')
  }
})

test('an example project cannot be deleted from the modal', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.jane)
  const project = db.projects.get(DEMO_USER.sub, seed.projects.firstProject)
  renderRoute(
    <EditProjectDialog
      project={{
        ...project,
        name: 'Example: POTS',
        isActive: true,
        records: [],
        analyses: [],
      }}
      open
      onOpenChange={() => {}}
    />,
  )
  expect(
    screen.getByRole('dialog', { name: 'Edit Project' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Delete project' }),
  ).not.toBeInTheDocument()
})

test('deleting asks first; Cancel keeps the project', async () => {
  const { user, seed } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete project' }),
  )
  const confirm = await screen.findByRole('dialog', { name: 'Delete project?' })
  expect(confirm).toHaveAccessibleDescription(
    "'My First Project' and its reports and questions will be deleted. Its records stay with the patient. This cannot be undone.",
  )
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(
    within(dialog).getByRole('button', { name: 'Delete project' }),
  ).toHaveFocus()
  expect(db.find.project(seed.projects.firstProject).name).toBe(
    'My First Project',
  )
})

/**
 * Opens the confirmation with real timers, then confirms on a fake clock so
 * the redirect's 200 ms can be stepped through.
 */
async function deleteOnFakeClock(
  view: ReturnType<typeof renderTree>,
  name: string,
) {
  const dialog = await openEdit(view.user, name)
  await view.user.click(
    within(dialog).getByRole('button', { name: 'Delete project' }),
  )
  const confirm = await screen.findByRole('dialog', { name: 'Delete project?' })
  installFakeClock()
  // user-event (through Testing Library's async wrapper) waits on setTimeout,
  // which the fake clock holds; a plain click does not.
  fireEvent.click(
    within(confirm).getByRole('button', { name: 'Delete project' }),
  )
  await settle(view.queryClient)
}

describe('after a deletion', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('of the active project: the most recently updated one takes its place, panels clear, and 200 ms later its questions route opens', async () => {
    const view = renderTree()
    const { seed, router } = view
    await screen.findByRole('button', { name: /^Thyroid Health/ })
    mainPanelOpened({
      analysisId: seed.analyses.thyroidReport,
      analysisType: 'REPORT',
      projectId: seed.projects.thyroid,
    })
    await deleteOnFakeClock(view, 'Thyroid Health')

    expect(getActiveSelection().projectId).toBe(seed.projects.firstProject)
    expect(getPanels()).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(router.state.location.pathname).toBe(
      `/project/${seed.projects.thyroid}/questions`,
    )
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(router.state.location.pathname).toBe(
      `/project/${seed.projects.firstProject}/questions`,
    )
    expect(screen.getByText('Project deleted successfully')).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /^Thyroid Health/ }),
    ).not.toBeInTheDocument()
  })

  test('of another project: the active one stays, and its questions route opens', async () => {
    const view = renderTree()
    await deleteOnFakeClock(view, 'My First Project')
    expect(getActiveSelection().projectId).toBe(view.seed.projects.thyroid)
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(view.router.state.location.pathname).toBe(
      `/project/${view.seed.projects.thyroid}/questions`,
    )
  })

  test('of the last active project: nothing is active and the index opens', async () => {
    const seed = seedOf()
    for (const id of [
      seed.projects.firstProject,
      seed.projects.pots,
      seed.projects.breastCancer,
    ])
      db.find.project(id).isActive = false
    const view = renderTree()
    await deleteOnFakeClock(view, 'Thyroid Health')
    expect(getActiveSelection().projectId).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(view.router.state.location.pathname).not.toBe('/')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(view.router.state.location.pathname).toBe('/')
  })
})

test('while the deletion runs, its confirmation stays: what follows a deletion always happens', async () => {
  const { opened, open } = gate()
  server.use(
    http.delete(`${TEST_API_URL}/projects/:projectId`, async () => {
      await opened
    }),
  )
  const { user, seed, router } = renderTree()
  const dialog = await openEdit(user, 'Thyroid Health')
  await confirmDelete(user, dialog)
  const confirm = screen.getByRole('dialog', { name: 'Delete project?' })
  expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  await user.keyboard('{Escape}')
  expect(confirm).toBeInTheDocument()

  open()
  expect(
    await screen.findByText('Project deleted successfully'),
  ).toBeInTheDocument()
  expect(getActiveSelection().projectId).toBe(seed.projects.firstProject)
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      `/project/${seed.projects.firstProject}/questions`,
    ),
  )
})

test('a failed deletion names the project and keeps it', async () => {
  server.use(
    http.delete(`${TEST_API_URL}/projects/:projectId`, () =>
      HttpResponse.json({ detail: 'Oops' }, { status: 409 }),
    ),
  )
  const { user, seed } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  await confirmDelete(user, dialog)
  expect(
    await screen.findByText(
      `Failed to delete project: ${seed.projects.firstProject}`,
    ),
  ).toBeInTheDocument()
  expect(getActiveSelection().projectId).toBe(seed.projects.thyroid)
})

test.each([
  {
    case: 'whose answer is lost after the API deleted it',
    answer: async (projectId: string) => {
      db.projects.delete(DEMO_USER.sub, projectId)
      return HttpResponse.error()
    },
  },
  {
    case: 'already gone (404)',
    answer: async () =>
      HttpResponse.json({ detail: 'Project not found' }, { status: 404 }),
  },
])(
  'a project $case counts as deleted, and leaves the list',
  async ({ answer }) => {
    server.use(
      http.delete(`${TEST_API_URL}/projects/:projectId`, ({ params }) =>
        answer(String(params.projectId)),
      ),
    )
    const { user } = renderTree()
    const dialog = await openEdit(user, 'My First Project')
    await confirmDelete(user, dialog)
    expect(
      await screen.findByText('Project deleted successfully'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Edit project My First Project' }),
      ).not.toBeInTheDocument(),
    )
  },
)

test('without a token the deletion asks to log in again', async () => {
  const { user } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const auth = await installTestAuth()
  auth.token = undefined
  await confirmDelete(user, dialog)
  expect(
    await screen.findByText('Authentication error. Please log in again.'),
  ).toBeInTheDocument()
})

test('Save pressed twice before the screen updates renames once', async () => {
  const requests = recordRequests()
  const { user, queryClient } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  await user.clear(name)
  await user.type(name, 'Sleep')
  await pressTwice(within(dialog).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('button', { name: /^Sleep/ }),
  ).toBeInTheDocument()
  await waitFor(() => expect(queryClient.isMutating()).toBe(0))
  expect(requests.filter((r) => r.startsWith('PATCH '))).toHaveLength(1)
})

test('Delete project pressed twice before the screen updates deletes once', async () => {
  const requests = recordRequests()
  const { user, queryClient } = renderTree()
  const dialog = await openEdit(user, 'My First Project')
  await user.click(
    within(dialog).getByRole('button', { name: 'Delete project' }),
  )
  const confirm = await screen.findByRole('dialog', { name: 'Delete project?' })
  await pressTwice(
    within(confirm).getByRole('button', { name: 'Delete project' }),
  )
  await waitFor(() =>
    expect(
      screen.queryByRole('button', { name: /^My First Project/ }),
    ).not.toBeInTheDocument(),
  )
  await waitFor(() => expect(queryClient.isMutating()).toBe(0))
  expect(requests.filter((r) => r.startsWith('DELETE '))).toHaveLength(1)
})

/** The page is reloaded (or its session ends): it comes back, and Edit Project is opened again. */
async function reopenedAfterReload(
  before: { unmount: () => void },
  name: string,
) {
  before.unmount()
  const view = renderTree()
  return { ...view, dialog: await openEdit(view.user, name) }
}

/** Types a new name for My First Project, without saving. */
async function renameTyped() {
  const view = renderTree()
  const dialog = await openEdit(view.user, 'My First Project')
  const name = within(dialog).getByRole('textbox', { name: 'Project name' })
  await view.user.clear(name)
  await view.user.type(name, 'Sleep')
  return { ...view, dialog }
}

const projectName = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Project name' })

test('a new name not yet saved is back when Edit Project opens again after a reload, and can be saved', async () => {
  const { dialog, user } = await reopenedAfterReload(
    await renameTyped(),
    'My First Project',
  )
  expect(projectName(dialog)).toHaveValue('Sleep')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('button', { name: /^Sleep/ }),
  ).toBeInTheDocument()
})

test.each(CLOSINGS)(
  'closing Edit Project (%s) forgets the new name',
  async (how) => {
    const view = await renameTyped()
    await closeDialog(view.user, view.dialog, how)
    const { dialog } = await reopenedAfterReload(view, 'My First Project')
    expect(projectName(dialog)).toHaveValue('My First Project')
  },
)

test('a new name saved is forgotten: opened again, Edit Project shows the name the API now holds', async () => {
  const view = await renameTyped()
  await view.user.click(
    within(view.dialog).getByRole('button', { name: 'Save' }),
  )
  await screen.findByRole('button', { name: /^Sleep/ })
  await waitFor(() => expect(view.queryClient.isMutating()).toBe(0))
  // Renamed again elsewhere.
  db.projects.rename(DEMO_USER.sub, view.seed.projects.firstProject, {
    name: 'Rest',
  })
  const { dialog } = await reopenedAfterReload(view, 'Rest')
  expect(projectName(dialog)).toHaveValue('Rest')
})
