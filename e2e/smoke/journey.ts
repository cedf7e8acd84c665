import { pattern, type Name, type Role } from './find-by-role'

/**
 * What the smoke journey needs from a browser: the Firefox driver speaks
 * WebDriver BiDi (puppeteer-core), the WebKit one classic WebDriver.
 * Lookups wait up to `timeout` ms for a visible element (see findByRole).
 */
export interface SmokeDriver {
  readonly name: string
  goto(url: string): Promise<void>
  url(): Promise<string>
  setViewport(width: number, height: number): Promise<void>
  waitFor(
    role: Role,
    name: Name,
    options?: { timeout?: number; within?: string },
  ): Promise<void>
  waitForGone(
    role: Role,
    name: Name,
    options?: { timeout?: number },
  ): Promise<void>
  click(role: Role, name: Name, options?: { within?: string }): Promise<void>
  fill(role: Role, name: Name, text: string): Promise<void>
  /** The IdP's form has no labels worth relying on: Keycloak's ids. */
  fillById(id: string, text: string): Promise<void>
  clickById(id: string): Promise<void>
  pressEscape(): Promise<void>
  /** Runs a function body in the page and returns its JSON result. */
  evaluate<T>(body: string): Promise<T>
  screenshot(path: string): Promise<void>
}

export interface SmokeOptions {
  appUrl: string
  /** The interface's words in the browser's language (e2e/pages/catalogue.ts); English by default. */
  translate?: (english: string) => string
  user: { email: string; password: string }
  /** Where the screenshots go: `${screenshotPrefix}landing.png` and so on. */
  screenshotPrefix: string
  log?: (step: string) => void
}

export const LANDING_HEADING =
  'Understand your health simply and scientifically'
const QUESTION = 'What lifestyle changes help with Hashimoto thyroiditis?'
const NOTE_TITLE = 'Blood pressure log'
const NOTE =
  'Home blood pressure, morning readings this week: 118/76, 121/79, 117/75 mmHg.'
/** The stand-in finishes an analysis in a few seconds; a slow machine needs more. */
const ANSWER_TIMEOUT = 45_000

export async function until(
  check: () => Promise<boolean>,
  what: string,
  timeout = 10_000,
) {
  const end = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const activeElementName = (driver: SmokeDriver) =>
  driver.evaluate<string | null>(
    "return document.activeElement && (document.activeElement.getAttribute('aria-label') || document.activeElement.textContent.trim())",
  )

/**
 * Signs a fresh user in on the identity provider's form, at the desktop
 * width, and waits for the landing page. The guided tours, which start by
 * themselves on a first visit, are marked seen first.
 */
export async function signInThrough(
  driver: SmokeDriver,
  appUrl: string,
  user: SmokeOptions['user'],
) {
  await driver.setViewport(1280, 900)
  // A static page of the app's origin takes the flags before the app starts.
  await driver.goto(new URL('/accessibility.html', appUrl).href)
  await driver.evaluate(
    "localStorage.setItem('walkthrough_seen_pots', 'true'); localStorage.setItem('walkthrough_seen_mammogram', 'true')",
  )
  await driver.goto(appUrl)
  await driver.waitFor('heading', 'Sign in to your account', {
    timeout: 30_000,
  })
  await driver.fillById('username', user.email)
  await driver.fillById('password', user.password)
  await driver.clickById('kc-login')
  await driver.waitFor('heading', LANDING_HEADING, { timeout: 30_000 })
  await driver.waitFor('button', 'Navigation')
  await driver.waitFor('region', 'Research Projects')
}

/**
 * Opens the navigation drawer (at a phone's width) and waits for it to
 * finish sliding in, its close button within reach.
 */
export async function openNavigationDrawer(driver: SmokeDriver) {
  await driver.click('button', 'Navigation')
  await driver.waitFor('dialog', 'Navigation')
  await driver.waitFor('button', 'Close navigation')
  await until(
    async () =>
      (await driver.evaluate<number>(
        'return document.querySelector(\'[role="dialog"]\').getBoundingClientRect().left',
      )) === 0,
    'the drawer to finish sliding in',
  )
}

type Translate = (english: string) => string
const inEnglish: Translate = (english) => english

/**
 * A name made of the interface's words in `translate`'s language, where
 * each `{placeholder}` of `english` (a message as the code writes it) and
 * nothing else may stand for any text.
 */
function wordsOf(
  english: string,
  translate: Translate,
  prefix = '',
): { source: string; flags: string } {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
  return {
    source:
      prefix +
      translate(english)
        .split(/\{\w+\}/)
        .map(escape)
        .join('.+'),
    flags: '',
  }
}

/** From any page, the Analyze My Health tab's records page of `project`. */
export async function openProjectRecords(
  driver: SmokeDriver,
  project: string,
  translate = inEnglish,
) {
  await driver.click('link', 'New')
  await driver.click('tab', 'Analyze My Health')
  // The tab is a route: a menu opened before its page replaced the
  // question tab's would close with it.
  await driver.waitFor('heading', 'Health Records')
  const chooser = [translate('Research project'), translate('Project')]
  await driver.click(
    'button',
    { source: `^(${chooser.join('|')}) `, flags: '' },
    { within: 'main' },
  )
  await driver.click('menuitemradio', project)
  await until(
    async () => /\/project\/[^/]+\/records\/$/.test(await driver.url()),
    'the records URL',
  )
}

/** Follows the link to the Thyroid Health report in the project tree, opening the project first. */
export async function clickThyroidReport(
  driver: SmokeDriver,
  translate = inEnglish,
) {
  const isProjectOpen = await driver.evaluate<boolean>(
    "return [...document.querySelectorAll('#left-navigation button[aria-expanded=\"true\"]')].some((b) => b.textContent.trim().startsWith('Thyroid Health'))",
  )
  if (!isProjectOpen) {
    await driver.click('button', pattern(/^Thyroid Health\b/), {
      within: '#left-navigation',
    })
  }
  // 'Report:' is said before the title for screen readers.
  const report = wordsOf('Report:', translate, '^')
  await driver.click('link', {
    ...report,
    source: `${report.source} Thyroid Health Report$`,
  })
}

/**
 * Sign in through the identity provider's form, ask a question and see the
 * answer, open a citation of the Thyroid Health report and look at it on a
 * phone (390 px where the browser allows) with the navigation drawer, add a
 * note on the records page, log out. Fails with the step it was on; returns
 * the screenshots taken.
 */
/** `driver`, naming what it looks for in the spec's English and finding it in `translate`'s language. */
function inLanguage(
  driver: SmokeDriver,
  translate: (english: string) => string,
): SmokeDriver {
  const named = (name: Name) =>
    typeof name === 'string' ? translate(name) : name
  return {
    ...driver,
    name: driver.name,
    goto: (url) => driver.goto(url),
    url: () => driver.url(),
    setViewport: (width, height) => driver.setViewport(width, height),
    waitFor: (role, name, options) =>
      driver.waitFor(role, named(name), options),
    waitForGone: (role, name, options) =>
      driver.waitForGone(role, named(name), options),
    click: (role, name, options) => driver.click(role, named(name), options),
    fill: (role, name, text) => driver.fill(role, named(name), text),
    fillById: (id, text) => driver.fillById(id, text),
    clickById: (id) => driver.clickById(id),
    pressEscape: () => driver.pressEscape(),
    evaluate: (body) => driver.evaluate(body),
    screenshot: (path) => driver.screenshot(path),
  }
}

export async function runSmokeJourney(
  browserDriver: SmokeDriver,
  {
    appUrl,
    user,
    screenshotPrefix,
    log = () => {},
    translate = (english) => english,
  }: SmokeOptions,
) {
  const driver = inLanguage(browserDriver, translate)
  let step = ''
  const screenshots: string[] = []
  const screenshot = async (name: string) => {
    const path = `${screenshotPrefix}${name}.png`
    await driver.screenshot(path)
    screenshots.push(path)
  }
  const begin = (name: string) => {
    step = name
    log(`${driver.name}: ${name}`)
  }
  try {
    begin('sign in through the identity provider')
    await signInThrough(driver, appUrl, user)
    await screenshot('landing')

    begin('ask a question and see the answer arrive')
    await driver.fill('textbox', 'Your health question', QUESTION)
    await driver.click('button', 'Get Answer')
    await until(
      async () => /\/report\/analyses\/[^/]+$/.test(await driver.url()),
      'the report URL',
    )
    await driver.waitFor('heading', 'What the research says', {
      timeout: ANSWER_TIMEOUT,
    })

    begin('open a citation of the Thyroid Health report')
    await clickThyroidReport(driver, translate)
    await driver.waitFor('heading', 'Summary', { timeout: 20_000 })
    await driver.click('button', 'Reference 1')
    await driver.waitFor('complementary', 'Citation')
    await driver.waitFor('link', pattern(/PubMed/), {
      within: '[data-side-panel]',
    })
    // Activating a marker hides its tip: it must not cover the panel's links.
    await driver.waitForGone('tooltip', wordsOf('Reference 1:', translate, '^'))

    begin('the citation side panel on a phone')
    await driver.setViewport(390, 844)
    // A browser may keep its window wider (WebKitGTK's MiniBrowser: 447 px);
    // any width under 768 px gets the phone layout.
    const phoneWidth = await driver.evaluate<number>('return innerWidth')
    log(`${driver.name}: phone viewport ${phoneWidth} px`)
    if (phoneWidth >= 768) {
      throw new Error(`The window is ${phoneWidth} px wide, not a phone's`)
    }
    await driver.waitFor('complementary', 'Citation')
    // It slides in: its place settles within a fraction of a second.
    const panelPlace = () =>
      driver.evaluate<{ left: number; right: number; width: number }>(
        "const r = document.querySelector('[data-side-panel]').getBoundingClientRect(); return { left: r.left, right: r.right, width: document.documentElement.clientWidth }",
      )
    await until(async () => {
      const { left, right, width } = await panelPlace()
      return left === 0 && Math.abs(right - width) < 1
    }, 'the side panel to span the viewport exactly').catch(
      async (error: unknown) => {
        const { left, right, width } = await panelPlace()
        throw new Error(
          `The side panel does not fit the ${width} px viewport: ${left} to ${right}`,
          { cause: error },
        )
      },
    )
    await screenshot('report-side-panel-phone')
    await driver.pressEscape()
    await driver.waitForGone('complementary', 'Citation')

    begin('the navigation drawer on a phone')
    await openNavigationDrawer(driver)
    await screenshot('navigation-drawer-phone')
    await driver.click('button', 'Close navigation')
    await driver.waitForGone('dialog', 'Navigation')
    await until(
      async () => (await activeElementName(driver)) === translate('Navigation'),
      "focus back on the 'Navigation' button",
    )
    await driver.setViewport(1280, 900)

    begin('add a note on the records page')
    await openProjectRecords(driver, 'Thyroid Health', translate)
    await driver.click('tab', 'Copy & Paste')
    await driver.fill('textbox', 'Record name', NOTE_TITLE)
    await driver.fill('textbox', 'Record content', NOTE)
    await driver.click('button', 'Add Note')
    await driver.waitFor('checkbox', NOTE_TITLE, { timeout: 20_000 })

    begin('log out')
    await driver.click(
      'button',
      wordsOf('{initials}: User menu for {name}', translate),
    )
    await driver.click('menuitem', 'Log out')
    await driver.waitFor('heading', 'Sign in to your account', {
      timeout: 30_000,
    })
    return screenshots
  } catch (error) {
    await driver
      .screenshot(`${screenshotPrefix}failure.png`)
      .catch(() => undefined)
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${driver.name}, at '${step}': ${message}`, {
      cause: error,
    })
  }
}
