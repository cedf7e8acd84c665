import { screen, waitFor, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { patientActivated } from '@/stores/active-selection-store'
import { afterModalClosed } from '@/testing/modal'
import { renderApp } from '@/testing/render'
import { installTestAuth } from '@/testing/test-auth'
import {
  armXssTraps,
  expectNoDangerousDom,
  expectPayloadsShownSafely,
  expectShownAsText,
  HTML_PAYLOADS,
  XSS_PAYLOADS,
} from '@/testing/xss-corpus'
import { capitalize } from '@/utils/patient-name'
import { db } from '@mocks/api/db'
import { DEMO_USER } from '@mocks/idp/users'
import { seedOf } from '@mocks/testing/test-helpers'

beforeEach(armXssTraps)

const OWNER = DEMO_USER.sub
const PATIENT_NAME = '<script>alert(1)</script> Smith'
const PROJECT_NAME = '<img src=x onerror=window.__xss=1>'
const USER_NAME = '<svg onload=window.__xss=1> Evil'

interface HostileNames {
  /** Every payload is also another patient's name. */
  patients?: boolean
  /** The active patient has a project named after each payload. */
  projects?: boolean
}

/**
 * The active patient has a payload name, and so has its most recently
 * updated project, which holds a report or a question per HTML payload.
 */
function seedHostileNames({
  patients = false,
  projects = false,
}: HostileNames) {
  seedOf()
  if (patients) {
    for (const name of XSS_PAYLOADS) db.insert.patient(OWNER, { name })
  }
  const patient = db.insert.patient(OWNER, { name: PATIENT_NAME })
  const later = new Date(Date.now() + 60_000).toISOString()
  const project = db.insert.project(OWNER, patient.id, {
    name: PROJECT_NAME,
    updatedAt: later,
  })
  if (projects) {
    for (const name of XSS_PAYLOADS) {
      db.insert.project(OWNER, patient.id, { name: `${name} project` })
    }
  }
  HTML_PAYLOADS.forEach((title, index) =>
    db.insert.analysis(OWNER, project.id, {
      analysisType: index % 2 ? 'QUESTION' : 'REPORT',
      status: 'COMPLETED',
      title,
    }),
  )
  patientActivated(patient.id)
  return { patient, project }
}

async function openQuestionsTab(names: HostileNames = {}) {
  const { project } = seedHostileNames(names)
  const view = renderApp(paths.projectQuestions(project.id))
  const navigation = await screen.findByRole('navigation', {
    name: 'Patients and projects',
  })
  await within(navigation).findByRole('button', {
    name: `Edit project ${PROJECT_NAME}`,
  })
  return { navigation, ...view }
}

test('project and analysis names in the navigation are text', async () => {
  const { navigation } = await openQuestionsTab({ projects: true })
  // A long tree comes in slices: every project is in it after the last.
  await waitFor(() => {
    for (const name of XSS_PAYLOADS) {
      expectShownAsText(navigation, `${name} project`)
    }
  })
  // The active project is expanded with its reports and questions.
  const analyses = within(navigation).getByRole('list', {
    name: `Reports and questions of ${PROJECT_NAME}`,
  })
  for (const title of HTML_PAYLOADS) expectShownAsText(analyses, title)
  for (const link of within(analyses).getAllByRole('link')) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/report\//))
  }
  expectNoDangerousDom()
})

test('patient names in the navigation and its patient menu are text', async () => {
  const { navigation, user } = await openQuestionsTab({ patients: true })
  expectShownAsText(navigation, capitalize(PATIENT_NAME))
  await user.click(
    within(navigation).getByRole('button', {
      name: `Patient ${capitalize(PATIENT_NAME)}`,
    }),
  )
  const menu = await screen.findByRole('menu')
  // Every other patient, then Edit and Add New Patient.
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(
    XSS_PAYLOADS.length + 1 + 2 + 2,
  )
  expectPayloadsShownSafely(menu, XSS_PAYLOADS, capitalize)
})

test('the question tab shows the patient and project names as text', async () => {
  const { user } = await openQuestionsTab({ projects: true })
  const main = screen.getByRole('main')
  expectShownAsText(main, `Patient: ${capitalize(PATIENT_NAME)}`)
  const projectButton = within(main).getByRole('button', {
    name: `Project ${PROJECT_NAME}`,
  })
  await user.click(projectButton)
  const menu = await screen.findByRole('menu')
  // A long menu comes in slices too.
  await waitFor(() =>
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(
      XSS_PAYLOADS.length + 1,
    ),
  )
  expectPayloadsShownSafely(menu, XSS_PAYLOADS, (name) => `${name} project`)
})

test('the edit and delete dialogs of a patient and a project show the names as text', async () => {
  const { navigation, user } = await openQuestionsTab()

  await user.click(
    within(navigation).getByRole('button', {
      name: `Patient ${capitalize(PATIENT_NAME)}`,
    }),
  )
  await user.click(
    await screen.findByRole('menuitem', {
      name: `Edit ${capitalize(PATIENT_NAME)}`,
    }),
  )
  const editPatient = await screen.findByRole('dialog', {
    name: 'Edit Patient',
  })
  expect(
    within(editPatient).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue(PATIENT_NAME)
  await user.click(
    within(editPatient).getByRole('button', { name: 'Delete patient' }),
  )
  const deletePatient = await screen.findByRole('dialog', {
    name: 'Delete patient?',
  })
  expectShownAsText(deletePatient, capitalize(PATIENT_NAME))
  expectNoDangerousDom()
  await user.click(
    within(deletePatient).getByRole('button', { name: 'Cancel' }),
  )
  await user.click(within(editPatient).getByRole('button', { name: 'Cancel' }))
  await afterModalClosed()

  await user.click(
    within(navigation).getByRole('button', {
      name: `Edit project ${PROJECT_NAME}`,
    }),
  )
  const editProject = await screen.findByRole('dialog', {
    name: 'Edit Project',
  })
  expect(
    within(editProject).getByRole('textbox', { name: 'Project name' }),
  ).toHaveValue(PROJECT_NAME)
  await user.click(
    within(editProject).getByRole('button', { name: 'Delete project' }),
  )
  const deleteProject = await screen.findByRole('dialog', {
    name: 'Delete project?',
  })
  expectShownAsText(deleteProject, `'${PROJECT_NAME}'`)
  expectNoDangerousDom()
})

test('the signed-in user’s name from the identity provider is text in the user menu', async () => {
  await installTestAuth({
    sub: DEMO_USER.sub,
    name: USER_NAME,
    email: 'evil@example.com',
  })
  const { user } = await openQuestionsTab()
  await user.click(
    screen.getByRole('button', {
      name: (name) => name.endsWith(`: User menu for ${USER_NAME}`),
    }),
  )
  expectShownAsText(await screen.findByRole('menu'), USER_NAME)
  expectNoDangerousDom()
})
