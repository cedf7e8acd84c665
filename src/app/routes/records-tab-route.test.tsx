import { screen, waitFor, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import {
  patientActivated,
  projectActivated,
} from '@/stores/active-selection-store'
import { renderApp } from '@/testing/render'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

const PROJECT_HELP = 'Organize research by condition, area of care, or topic.'
const GENERIC = 'To create or update a health report, select a patient profile.'

async function openTab(url: string) {
  const view = renderApp(url)
  await screen.findByRole('heading', {
    name: 'Understand your health simply and scientifically',
  })
  return { ...view, main: screen.getByRole('main') }
}

test('/records asks for a project first; choosing one opens its records step', async () => {
  const seed = seedOf()
  const { user, main, router } = await openTab(paths.records())
  const step = within(main).getByRole('region', {
    name: 'Choose a research project',
  })
  expect(step).toHaveTextContent(PROJECT_HELP)
  expect(
    within(main).queryByRole('button', { name: 'Create Report' }),
  ).not.toBeInTheDocument()

  await user.click(within(step).getByRole('button', { name: /^Project/ }))
  await user.click(
    await screen.findByRole('menuitemradio', { name: 'My First Project' }),
  )
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.projectRecords(seed.projects.firstProject),
    ),
  )
  expect(
    await within(main).findByRole('button', { name: 'Create Report' }),
  ).toBeInTheDocument()
})

test('/records offers to continue with the active project', async () => {
  const seed = seedOf()
  const { main } = await openTab(paths.records())
  const active = await within(main).findByRole('link', { name: 'Continue' })
  const projectId = active.getAttribute('href')?.split('/')[2]
  expect(Object.values(seed.projects)).toContain(projectId)
})

test('a path with /select opens the report creation page', async () => {
  const { main } = await openTab(paths.recordsSelect())
  expect(
    await within(main).findByRole('heading', { name: 'Health Records' }),
  ).toBeInTheDocument()
  expect(
    within(main).getByRole('button', { name: 'Create Report' }),
  ).toBeInTheDocument()
  expect(
    within(main).getByRole('tab', { name: 'Copy & Paste' }),
  ).toHaveAttribute('aria-selected', 'true')
  expect(within(main).getByRole('tab', { name: 'Files' })).toBeInTheDocument()
})

test('a Generic Profile explains why and offers to add a patient, with no way to add records', async () => {
  const seed = seedOf()
  patientActivated(seed.patients.generic)
  const { user, main } = await openTab(paths.records())
  expect(
    within(main).getByRole('heading', { name: GENERIC }),
  ).toBeInTheDocument()
  expect(main).toHaveTextContent(
    'Generic Profiles keep the reports that were made before a product upgrade',
  )
  expect(
    within(main).queryByRole('link', { name: 'See example' }),
  ).not.toBeInTheDocument()
  expect(
    within(main).queryByRole('button', { name: 'Create Report' }),
  ).not.toBeInTheDocument()

  await user.click(
    within(main).getByRole('button', { name: 'Add New Patient' }),
  )
  expect(
    await screen.findByRole('dialog', { name: 'Add New Patient' }),
  ).toBeInTheDocument()
})

test('the archived project of a Generic Profile shows the same message', async () => {
  const seed = seedOf()
  const { main } = await openTab(paths.projectRecords(seed.projects.archived))
  expect(
    await within(main).findByRole('heading', { name: GENERIC }),
  ).toBeInTheDocument()
  expect(
    within(main).queryByRole('tab', { name: 'Files' }),
  ).not.toBeInTheDocument()
})

test('without any patient the tab asks to add one', async () => {
  db.seedUser(DEMO_USER.sub, { empty: true })
  const { main } = await openTab(paths.records())
  expect(
    within(main).getByRole('heading', {
      name: 'Add a patient to analyze health records',
    }),
  ).toBeInTheDocument()
  expect(
    within(main).getByRole('button', { name: 'Add New Patient' }),
  ).toBeInTheDocument()
})

test('See example and the how-to dialog open the first report of Example: POTS', async () => {
  const seed = seedOf()
  const sample = paths.reportDetail(seed.analyses.potsReports[0] ?? '')
  const { user, main, router } = await openTab(paths.records())
  expect(
    await within(main).findByRole('link', { name: 'See example' }),
  ).toHaveAttribute('href', sample)

  await user.click(within(main).getByRole('button', { name: 'How to use' }))
  const dialog = await screen.findByRole('dialog', {
    name: 'How to Use Analyze My Health',
  })
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(4)
  await user.click(
    within(dialog).getByRole('link', { name: 'View Sample Report' }),
  )
  await waitFor(() => expect(router.state.location.pathname).toBe(sample))
})

test('on the project step a demo project says it is read-only', async () => {
  const seed = seedOf()
  projectActivated(seed.projects.pots, seed.patients.jane)
  const { main } = await openTab(paths.records())
  expect(
    within(main).getByRole('region', { name: 'Choose a research project' }),
  ).toBeInTheDocument()
  expect(
    await within(main).findByText('This is a demo project and is read-only.'),
  ).toBeInTheDocument()
})
