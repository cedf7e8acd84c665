import { expect, expectNoAxeViolations, test } from './fixtures'
import { NavigationPage } from './pages/navigation'

test('keyboard only: add a patient, create, rename and delete a project, switch back; the tree nests analyses', async ({
  signedInPage: page,
}) => {
  // A long journey with several accessibility scans: more than a minute on a busy runner.
  test.slow()
  const nav = new NavigationPage(page)
  await expect(nav.patientButton('Jane Doe')).toBeVisible()
  await expect(nav.project('Thyroid Health')).toBeVisible()
  await expectNoAxeViolations(page, NavigationPage.selector)

  // The patient menu: arrows, Home, End and Escape come from the menu.
  await nav.openPatientMenu('Jane Doe')
  await expect(nav.menuItem('Robert Doe')).toBeFocused()
  await expectNoAxeViolations(page, '[role="menu"]')
  await nav.press('End')
  await expect(nav.menuItem('Add New Patient')).toBeFocused()
  await nav.press('Escape')
  await expect(nav.patientMenu).toBeHidden()
  await expect(nav.patientButton('Jane Doe')).toBeFocused()

  // Add New Patient: the name, Next, the notes, Save; the patient becomes active.
  await nav.press('ArrowDown')
  await nav.chooseMenuItem('Add New Patient')
  const addPatient = nav.dialog('Add New Patient')
  await expect(addPatient.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await expectNoAxeViolations(page, '[role="dialog"]')
  await page.keyboard.type('Ann Smith')
  await nav.press('Enter')
  await expect(
    addPatient.getByRole('textbox', { name: 'Notes (optional)' }),
  ).toBeFocused()
  await page.keyboard.type('Migraine since 2015')
  await nav.press('Tab', 'Tab')
  await expect(addPatient.getByRole('button', { name: 'Save' })).toBeFocused()
  await nav.press('Enter')
  await expect(addPatient).toBeHidden()
  await expect(nav.patientButton('Ann Smith')).toBeVisible()
  await expect(nav.region.getByText('No projects yet.')).toBeVisible()

  // Edit Patient opens for the active patient.
  await nav.openPatientMenu('Ann Smith')
  await nav.chooseMenuItem('Edit Ann Smith')
  const editPatient = nav.dialog('Edit Patient')
  await expect(editPatient.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Ann Smith',
  )
  await expectNoAxeViolations(page, '[role="dialog"]')
  await nav.press('Escape')
  await expect(editPatient).toBeHidden()
  await expect(nav.patientButton('Ann Smith')).toBeFocused()

  // A new project opens its records route.
  await nav.focus(nav.newProjectButton)
  await nav.press('Enter')
  await expect(
    nav.region.getByRole('textbox', { name: 'Project name' }),
  ).toBeFocused()
  await page.keyboard.type('Headaches')
  await nav.press('Enter')
  await expect(page).toHaveURL(/\/project\/[^/]+\/records\/$/)
  await expect(nav.project('Headaches')).toHaveAttribute('aria-current', 'true')

  // Rename it: Enter saves.
  await nav.focus(nav.editProjectButton('Headaches'))
  await nav.press('Enter')
  const editProject = nav.dialog('Edit Project')
  const projectName = editProject.getByRole('textbox', { name: 'Project name' })
  await expect(projectName).toBeFocused()
  await expectNoAxeViolations(page, '[role="dialog"]')
  await nav.press('ControlOrMeta+A')
  await page.keyboard.type('Migraine')
  await nav.press('Enter')
  await expect(editProject).toBeHidden()
  await expect(nav.project('Migraine')).toBeVisible()
  await expect(nav.editProjectButton('Migraine')).toBeFocused()

  // Delete it, after confirming; with no project left the index opens.
  await nav.press('Enter')
  await expect(editProject).toBeVisible()
  const deleteButton = editProject.getByRole('button', {
    name: 'Delete project',
  })
  await nav.tabTo(deleteButton)
  await nav.press('Enter')
  const confirm = nav.dialog('Delete project?')
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page, '[role="dialog"]')
  const confirmDelete = confirm.getByRole('button', { name: 'Delete project' })
  await nav.tabTo(confirmDelete)
  await nav.press('Enter')
  await expect(page.getByText('Project deleted successfully')).toBeVisible()
  await expect(nav.project('Migraine')).toBeHidden()
  await expect(page).toHaveURL(/\/$/)

  // Switch back to Jane; her tree nests follow-ups under the report.
  await nav.openPatientMenu('Ann Smith')
  await nav.chooseMenuItem('Jane Doe')
  await expect(nav.patientButton('Jane Doe')).toBeVisible()
  // Her most recently updated project is active again, so it starts expanded.
  const thyroid = nav.project('Thyroid Health')
  await expect(thyroid).toHaveAttribute('aria-expanded', 'true')
  await nav.focus(thyroid)
  await nav.press('Enter')
  await expect(thyroid).toHaveAttribute('aria-expanded', 'false')
  await nav.press('Enter')
  await expect(thyroid).toHaveAttribute('aria-expanded', 'true')
  const followUps = nav.region.getByRole('list', {
    name: 'Follow-up questions to Thyroid Health Report',
  })
  await expect(followUps.getByRole('link')).toHaveCount(3)
  await expect(
    nav.region.getByRole('list', {
      name: 'Follow-up questions to Can my thyroid condition affect my blood sugar control?',
    }),
  ).toContainText('Should I check my glucose')
  await expectNoAxeViolations(page, NavigationPage.selector)
})
