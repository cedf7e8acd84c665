import {
  expect,
  type FileChooser,
  type Locator,
  type Page,
} from '@playwright/test'

/** The Analyze My Health tab: project step, report creation page and its dialogs. */
export class RecordsPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main')
  }

  get analyzeTab(): Locator {
    return this.page.getByRole('tab', { name: 'Analyze My Health' })
  }

  /** Switches to the Analyze My Health tab and waits for its page. */
  async openAnalyzeTab() {
    await this.analyzeTab.click()
    await expect(this.page).toHaveURL(/\/records\/?/)
    await expect(
      this.main.getByRole('button', { name: 'How to use' }),
    ).toBeVisible()
  }

  get projectButton(): Locator {
    return this.main.getByRole('button', {
      name: /^(Research project|Project) /,
    })
  }

  /** Picks a project in the project chooser; its records page opens. */
  async chooseProject(name: string) {
    await this.projectButton.click()
    await this.page.getByRole('menuitemradio', { name }).click()
    await expect(this.page).toHaveURL(/\/project\/[^/]+\/records\/$/)
    await expect(this.projectButton).toContainText(name)
  }

  /** Opens the Analyze My Health tab on the project's records page. */
  async openProjectRecords(name: string) {
    await this.openAnalyzeTab()
    await this.chooseProject(name)
  }

  get recordsList(): Locator {
    return this.main.getByRole('region', { name: 'Patient records' })
  }

  record(title: string): Locator {
    return this.recordsList.getByRole('checkbox', { name: title })
  }

  deleteButton(title: string): Locator {
    return this.recordsList.getByRole('button', { name: `Delete ${title}` })
  }

  selectedRecords(count: number): Locator {
    return this.main.getByRole('region', {
      name: `Selected records (${count})`,
    })
  }

  get createReportButton(): Locator {
    return this.main.getByRole('button', { name: 'Create Report' })
  }

  tab(name: 'Copy & Paste' | 'Files'): Locator {
    return this.main.getByRole('tab', { name })
  }

  get noteName(): Locator {
    return this.main.getByRole('textbox', { name: 'Record name' })
  }

  get noteContent(): Locator {
    return this.main.getByRole('textbox', { name: 'Record content' })
  }

  get addNoteButton(): Locator {
    return this.main.getByRole('button', { name: 'Add Note' })
  }

  get chooseFilesButton(): Locator {
    return this.main.getByRole('button', { name: 'Choose files' })
  }

  get noteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Adding Note Record' })
  }

  get uploadDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Upload Files' })
  }

  /** One file of the Upload Files dialog, by its name. */
  uploadItem(fileName: string): Locator {
    return this.uploadDialog
      .getByRole('list', { name: 'Chosen files' })
      .getByRole('listitem')
      .filter({ hasText: fileName })
  }

  get uploadButton(): Locator {
    return this.uploadDialog.getByRole('button', {
      name: 'Upload',
      exact: true,
    })
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text })
  }

  /** Presses Enter on a button and answers the file chooser it opens. */
  async pickFilesWithKeyboard(
    button: Locator,
    files: Parameters<FileChooser['setFiles']>[0],
  ) {
    await button.focus()
    await expect(button).toBeFocused()
    const chooser = this.page.waitForEvent('filechooser')
    await this.page.keyboard.press('Enter')
    await (await chooser).setFiles(files)
  }
}
