import { expect, type Locator, type Page } from '@playwright/test'

import { press, tabTo } from './keyboard'

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The left navigation: the patient menu and the Research Projects tree. */
export class NavigationPage {
  /** For `expectNoAxeViolations(page, NavigationPage.selector)`. */
  static readonly selector = '#left-navigation'

  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('navigation', { name: 'Patients and projects' })
  }

  patientButton(name: string): Locator {
    return this.region.getByRole('button', { name: `Patient ${name}` })
  }

  get patientMenu(): Locator {
    return this.page.getByRole('menu')
  }

  menuItem(name: string): Locator {
    return this.patientMenu.getByRole('menuitem', { name })
  }

  /** The expand/collapse button of a project (its name starts the label). */
  project(name: string): Locator {
    return this.region.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(name)}\\b`),
    })
  }

  editProjectButton(name: string): Locator {
    return this.region.getByRole('button', { name: `Edit project ${name}` })
  }

  get newProjectButton(): Locator {
    return this.region.getByRole('button', { name: 'New Project' })
  }

  analysesOf(projectName: string): Locator {
    return this.region.getByRole('list', {
      name: `Reports and questions of ${projectName}`,
    })
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name })
  }

  /** Deletes a project from its edit dialog, confirming. */
  async deleteProject(name: string) {
    await this.editProjectButton(name).click()
    await this.dialog('Edit Project')
      .getByRole('button', { name: 'Delete project' })
      .click()
    await this.dialog('Delete project?')
      .getByRole('button', { name: 'Delete project' })
      .click()
  }

  /** Moves focus to an element without a pointer, then acts with keys only. */
  async focus(locator: Locator) {
    await locator.focus()
    await expect(locator).toBeFocused()
  }

  async press(...keys: string[]) {
    await press(this.page, ...keys)
  }

  /** Presses Tab until `locator` has focus (at most 20 times). */
  async tabTo(locator: Locator) {
    await tabTo(this.page, locator, { max: 20 })
  }

  /** Opens the patient menu with Enter on its button. */
  async openPatientMenu(activePatient: string) {
    await this.focus(this.patientButton(activePatient))
    await this.press('Enter')
    await expect(this.patientMenu).toBeVisible()
  }

  /** Moves through the open menu with arrow keys until `name` has focus, then presses Enter. */
  async chooseMenuItem(name: string) {
    const item = this.menuItem(name)
    await this.press('Home')
    for (let step = 0; step < 10; step++) {
      if (await item.evaluate((el) => el === document.activeElement)) break
      await this.press('ArrowDown')
    }
    await expect(item).toBeFocused()
    await this.press('Enter')
  }
}
