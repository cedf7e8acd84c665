import { expect, type Locator, type Page } from '@playwright/test'

import { NavigationPage } from './navigation'

export const THYROID_REPORT = 'Thyroid Health Report'

type Analysis = Record<string, unknown>

/**
 * Answers the app's reads (GET) of the analyses at `url` with what the
 * server answered, changed by `change`. Returns the way to stop: reads from
 * then on get the server's answer as it is.
 */
export async function rewriteAnalyses(
  page: Page,
  url: string | RegExp,
  change: (analysis: Analysis) => Analysis,
): Promise<() => void> {
  let isRewriting = true
  await page.route(url, async (route) => {
    if (!isRewriting || route.request().method() !== 'GET')
      return route.fallback()
    // A read the network drops fails for the app as it would unrouted.
    const response = await route.fetch().catch(() => null)
    if (!response) return route.abort('internetdisconnected')
    // The app may give the read up meanwhile (it cancels a poll when the
    // person switches patient), and Playwright then disposes its answer:
    // there is nothing left to answer.
    let analysis: Analysis
    try {
      analysis = (await response.json()) as Analysis
    } catch (error) {
      if (/disposed/i.test(String(error))) return
      throw error
    }
    await route.fulfill({ response, json: change(analysis) })
  })
  return () => {
    isRewriting = false
  }
}

/**
 * Holds the app's reads of questions at "still being researched"
 * (IN_PROGRESS, no answer yet), whatever the server's speed, until the
 * returned release; from then on they are the server's. For scenarios that
 * must see a question in progress: a quick server may have answered before
 * a busy browser shows the page.
 */
export function holdQuestionsInProgress(page: Page): Promise<() => void> {
  return rewriteAnalyses(page, /\/analysis\/question\/[^/?]+$/, (analysis) => ({
    ...analysis,
    status: 'IN_PROGRESS',
    content: null,
    bibliography: {},
  }))
}

/** The landing question tab and the report view with its panels and side panel. */
export class ReportPage {
  /** For `expectNoAxeViolations(page, ReportPage.sidePanelSelector)`. */
  static readonly sidePanelSelector = '[data-side-panel]'
  /** A references list with its download buttons (report section or side panel). */
  static readonly referencesSelector = '[data-references]'

  constructor(readonly page: Page) {}

  get questionField(): Locator {
    return this.page.getByRole('textbox', { name: 'Your health question' })
  }

  get getAnswerButton(): Locator {
    return this.page.getByRole('button', { name: 'Get Answer' })
  }

  /**
   * Asks `question` from the question tab with the Get Answer button;
   * resolves once the question's own address has opened.
   */
  async askQuestion(question: string) {
    await this.questionField.fill(question)
    await this.getAnswerButton.click()
    await expect(this.page).toHaveURL(/\/report\/analyses\/[^/]+$/)
  }

  /** A report or question panel, named by its title. */
  panel(title: string): Locator {
    return this.page.getByRole('region', { name: title })
  }

  get panels(): Locator {
    return this.page.locator('main section[aria-labelledby^="panel-heading-"]')
  }

  marker(panel: Locator, number: number): Locator {
    return panel.getByRole('button', { name: `Reference ${number}` }).first()
  }

  sidePanel(name: 'Citation' | 'References'): Locator {
    return this.page.getByRole('complementary', { name })
  }

  /** The numbered list of cited references inside `scope`. */
  referencesList(scope: Locator): Locator {
    return scope.getByRole('list', { name: 'References', exact: true })
  }

  /** Reference `number` of the numbered list inside `scope`. */
  reference(scope: Locator, number: number): Locator {
    return this.referencesList(scope)
      .locator(':scope > li')
      .nth(number - 1)
  }

  copyCitationButton(scope: Locator, number: number): Locator {
    return scope.getByRole('button', {
      name: `Copy citation for reference ${number}`,
      exact: true,
    })
  }

  downloadReferencesButton(scope: Locator, format: 'RIS' | 'BibTeX'): Locator {
    return scope.getByRole('button', {
      name: `Download references (${format})`,
      exact: true,
    })
  }

  get followUpField(): Locator {
    return this.page.getByRole('textbox', {
      name: 'Follow-up question about this report',
    })
  }

  /** The fixed question bar at the bottom of the report view (around its follow-up field). */
  get questionBar(): Locator {
    return this.followUpField.locator('xpath=ancestor::form/..')
  }

  get askButton(): Locator {
    return this.page.getByRole('button', { name: 'Ask', exact: true })
  }

  /** Opens the seeded Thyroid Health report from the project tree and waits for its content. */
  async openThyroidReport() {
    await this.clickThyroidReport()
    const panel = this.panel(THYROID_REPORT)
    await expect(panel.getByRole('heading', { name: 'Summary' })).toBeVisible()
    return panel
  }

  /** Clicks the Thyroid Health report in the project tree. */
  async clickThyroidReport() {
    const navigation = new NavigationPage(this.page)
    const project = navigation.project('Thyroid Health')
    if ((await project.getAttribute('aria-expanded')) !== 'true') {
      await project.click()
    }
    await navigation.region
      .getByRole('link', { name: new RegExp(THYROID_REPORT) })
      .click()
    return this.panel(THYROID_REPORT)
  }

  /** Waits (up to the stand-in's analysis time and more) for an answer to be ready. */
  async expectAnswered(panel: Locator) {
    await expect(
      panel.getByRole('heading', { name: 'What the research says' }),
    ).toBeVisible({ timeout: 20_000 })
  }
}
