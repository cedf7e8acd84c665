/**
 * A long history in Chromium: the production build behind nginx, signed in
 * through the local stack (scripts/perf-stack.mjs) as a user the API
 * stand-in seeds with a long history (mocks/api/seed/long-history.ts).
 *
 * - Records: at 100, 1,000 and 5,000 records, the records page (`/records`)
 *   is loaded, then one record is picked (a real click on its checkbox).
 * - Projects: at 50 and 500 projects of 50 analyses (and 50 patients), the
 *   landing page with the project tree is loaded, then another project is
 *   opened from the tree.
 * - Selectors: with 500 projects and 50 patients, on the landing page, the
 *   project selector is opened and its last project chosen (which opens
 *   that project's records), then the patient selector is opened and its
 *   last patient chosen.
 * - Report: a report with 1,000 citations of 500 papers is loaded (until
 *   its last reference is in the page), then a citation is pressed (the
 *   side panel shows it).
 *
 * For each, the longest main-thread task (its CPU time, from a Chromium
 * trace) while the page loads and from the press until the page is quiet,
 * with the CPU 4× slower (`--cpu-slowdown`), and how it grows with the size.
 * A page loads in a new tab, so that taking down the page before it is not
 * counted; a press is a person's (pointer there first, down and up apart).
 * What is pressed is found before the trace, and the page is watched through
 * DevTools (`Runtime.evaluate`) rather than Playwright's selectors, whose
 * script runs on the page's main thread and would be measured with it.
 * Targets: no task over 50 ms at any size. Part of `npm run perf`:
 *
 *   node scripts/bench-history.mjs [--dir dist] [--cpu-slowdown 4] [--only records|projects|selectors|report]
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import {
  BUILD_OPTION,
  findReport,
  launchChromium,
  machineLoad,
  prepareBuild,
  signIn,
  startStack,
  TOURS_SEEN,
} from './perf-stack.mjs'

const BUDGET_MS = 50
const RECORD_SIZES = [100, 1000, 5000]
const PROJECT_SIZES = [50, 500]
const SELECTOR_PROJECTS = 500
const REPORT_CITATIONS = 1000
const MARK = 'bench-history-origin'
const QUIET_MS = 1000

/**
 * The longest task's CPU time on the page's main thread (found by a mark
 * the page makes), in ms: of the tasks ending after the mark, or, with
 * `wholeTrace` (a page whose mark comes once it has loaded), of all the
 * trace holds.
 * @param {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[] }} trace
 */
function longestTask({ traceEvents }, wholeTrace = false) {
  const mark = traceEvents.find((event) => event.name === MARK)
  if (!mark) return null
  const since = wholeTrace ? -Infinity : mark.ts
  let longest = 0
  for (const event of traceEvents)
    if (
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ph === 'X' &&
      event.pid === mark.pid &&
      event.tid === mark.tid &&
      event.ts + (event.dur ?? 0) > since
    )
      longest = Math.max(longest, (event.tdur ?? 0) / 1000)
  return longest
}

/**
 * Polls `expression` in the page through DevTools until it is true; no
 * script of Playwright's runs in the page for it. A navigation under way
 * may refuse an evaluation: it is asked again.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {string} expression
 */
async function waitInPage(cdp, expression, timeout = 60_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const answer = await cdp
      .send('Runtime.evaluate', { expression, returnByValue: true })
      .catch(() => null)
    if (answer?.result.value) return answer.result.value
    if (Date.now() > deadline) throw new Error(`Timed out on ${expression}`)
    await sleep(100)
  }
}

/**
 * The centre of the element `expression` finds, scrolled into view, and its
 * text; found before a trace, so nothing but the press is measured.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {string} expression
 * @returns {Promise<{ x: number, y: number, text: string }>}
 */
async function pointAt(cdp, expression) {
  await waitInPage(cdp, `Boolean(${expression})`)
  await waitInPage(
    cdp,
    `(() => { (${expression}).scrollIntoView({ block: 'center' }); return true })()`,
  )
  await sleep(QUIET_MS)
  return waitInPage(
    cdp,
    `(() => {
      const element = ${expression}
      const box = element.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, text: element.textContent.trim() }
    })()`,
  )
}

/** Between a press's mouse down and up, about a person's. */
const PRESS_MS = 80

/**
 * Presses at `at` under a trace and waits until `done` is true in the page;
 * the longest task after the press. The pointer is there first, before the
 * trace, as a person's is before they press: what pointing shows (a
 * citation's tip) is not the press. Down and up come a person's press
 * apart, not in one task as a synthetic click's do.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession }} signedIn
 * @param {{ x: number, y: number }} at
 * @param {string} done
 */
async function press(browser, { page, cdp }, at, done) {
  await page.mouse.move(at.x, at.y)
  await sleep(QUIET_MS)
  return traced(browser, page, async () => {
    await page.mouse.down()
    await sleep(PRESS_MS)
    await page.mouse.up()
    await waitInPage(cdp, done)
  })
}

/**
 * Runs `act` on `page` under a trace, the mark made first, and waits for
 * `done` and a quiet second; the longest task after the mark.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} act
 */
async function traced(browser, page, act) {
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing'],
  })
  await page.evaluate((mark) => performance.mark(mark), MARK)
  await act()
  await sleep(QUIET_MS)
  const trace = JSON.parse(String(await browser.stopTracing()))
  return longestTask(trace)
}

/**
 * Loads `url` under a trace in a new tab of the signed-in context (the
 * identity provider's cookie signs it in), the old tab closed first: what
 * is measured is this page loading, not the browser taking down the page
 * before it. Waits for `done`; the longest task and the new tab, which
 * replaces the old in `signedIn`.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext, cdp: import('@playwright/test').CDPSession }} signedIn
 * @param {string} url
 * @param {string} done
 * @param {number} cpuSlowdown
 */
async function loaded(browser, signedIn, url, done, cpuSlowdown) {
  const page = await signedIn.context.newPage()
  const cdp = await signedIn.context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  await signedIn.page.close()
  Object.assign(signedIn, { page, cdp })
  // The page's main thread is known once it has loaded: marked then.
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing'],
  })
  await page.goto(url)
  await waitInPage(cdp, done)
  await sleep(QUIET_MS)
  await page.evaluate((mark) => performance.mark(mark), MARK)
  const trace = JSON.parse(String(await browser.stopTracing()))
  return longestTask(trace, true)
}

/**
 * A signed-in page of a fresh user whose e-mail asks the stand-in for `seed`
 * (`records-5000`, `projects-500`), with the CPU `cpuSlowdown` times slower.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {string} seed
 * @param {number} cpuSlowdown
 */
async function signedInPage(browser, stack, seed, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  })
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items))
      localStorage.setItem(key, value)
  }, TOURS_SEEN)
  const page = await context.newPage()
  const token = await signIn(page, stack, {
    email: `e2e-${seed}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'demo',
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return { page, context, token, cdp }
}

const fmt = (/** @type {number | null} */ ms) =>
  ms === null ? 'n/a' : `${ms.toFixed(0)} ms`

/** An expression for the project tree's toggle whose text starts with `start`. */
const treeButton = (/** @type {string} */ start) =>
  `[...document.querySelectorAll('nav[aria-label="Patients and projects"] button[aria-expanded]')].find((b) => b.textContent.startsWith(${JSON.stringify(start)}))`

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {number} cpuSlowdown
 */
async function records(browser, stack, cpuSlowdown) {
  const rows = []
  for (const size of RECORD_SIZES) {
    const signedIn = await signedInPage(
      browser,
      stack,
      `records-${size}`,
      cpuSlowdown,
    )
    const { context, token } = signedIn
    // The records step of the first patient's Thyroid project.
    const { projectId } = await findReport(stack, token)
    const list = 'section[aria-label="Patient records"]'
    const load = await loaded(
      browser,
      signedIn,
      `${stack.appUrl}/project/${projectId}/records/`,
      `Boolean(document.querySelector('${list} input[type=checkbox]'))`,
      cpuSlowdown,
    )
    // The last row in the page, far below the fold.
    const at = await pointAt(
      signedIn.cdp,
      `document.querySelector('${list} li:last-child input[type=checkbox]')`,
    )
    const pick = await press(
      browser,
      signedIn,
      at,
      `Boolean(document.querySelector('${list} input[type=checkbox]:checked'))`,
    )
    rows.push({
      size,
      measures: [
        ['longest task while the page loads', load],
        ['picking one record', pick],
      ],
    })
    await context.close()
  }
  return rows
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {number} cpuSlowdown
 */
async function projects(browser, stack, cpuSlowdown) {
  const rows = []
  for (const size of PROJECT_SIZES) {
    const signedIn = await signedInPage(
      browser,
      stack,
      `projects-${size}`,
      cpuSlowdown,
    )
    const { context } = signedIn
    const load = await loaded(
      browser,
      signedIn,
      `${stack.appUrl}/`,
      `Boolean(${treeButton(`Blood pressure ${size}`)})`,
      cpuSlowdown,
    )
    const next = treeButton(`Sleep ${size - 1}`)
    const open = await press(
      browser,
      signedIn,
      await pointAt(signedIn.cdp, next),
      `${next}?.getAttribute('aria-expanded') === 'true'`,
    )
    rows.push({
      size,
      measures: [
        ['longest task while the page loads', load],
        ['opening another project', open],
      ],
    })
    await context.close()
  }
  return rows
}

/**
 * The project selector and the patient selector on the landing page.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {number} cpuSlowdown
 */
async function selectors(browser, stack, cpuSlowdown) {
  const size = SELECTOR_PROJECTS
  const signedIn = await signedInPage(
    browser,
    stack,
    `projects-${size}`,
    cpuSlowdown,
  )
  const { page, context, cdp } = signedIn
  await page.goto(`${stack.appUrl}/`)
  await waitInPage(cdp, `Boolean(${treeButton(`Blood pressure ${size}`)})`)
  const projectTrigger = `document.querySelector('main button[aria-haspopup="menu"]')`
  const patientTrigger = `document.querySelector('nav[aria-label="Patients and projects"] button[aria-haspopup="menu"]')`
  /** Once the menu has closed and `trigger` names `text`. */
  const chosen = (/** @type {string} */ trigger, /** @type {string} */ text) =>
    `!document.querySelector('[role="menu"]') && Boolean(${trigger}?.textContent.includes(${JSON.stringify(text)}))`

  const openProjects = await press(
    browser,
    signedIn,
    await pointAt(cdp, projectTrigger),
    `Boolean(document.querySelector('[role="menu"] [role="menuitemradio"]'))`,
  )
  const project = await pointAt(
    cdp,
    `[...document.querySelectorAll('[role="menu"] [role="menuitemradio"]')].at(-1)`,
  )
  const chooseProject = await press(
    browser,
    signedIn,
    project,
    chosen(projectTrigger, project.text),
  )
  const openPatients = await press(
    browser,
    signedIn,
    await pointAt(cdp, patientTrigger),
    `Boolean(document.querySelector('[role="menu"] [role="menuitem"]'))`,
  )
  // The patients are the menu's group; the items after it edit and add one.
  const patient = await pointAt(
    cdp,
    `[...document.querySelectorAll('[role="menu"] [role="group"] [role="menuitem"]')].at(-1)`,
  )
  const choosePatient = await press(
    browser,
    signedIn,
    patient,
    chosen(patientTrigger, patient.text),
  )
  await context.close()
  return [
    {
      size,
      measures: [
        ['opening the project selector', openProjects],
        ['choosing its last project', chooseProject],
        ['opening the patient selector', openPatients],
        ['choosing its last patient', choosePatient],
      ],
    },
  ]
}

/**
 * A report with REPORT_CITATIONS citations of half as many papers.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {number} cpuSlowdown
 */
async function report(browser, stack, cpuSlowdown) {
  const citations = REPORT_CITATIONS
  const signedIn = await signedInPage(
    browser,
    stack,
    `report-${citations}`,
    cpuSlowdown,
  )
  const { context, token } = signedIn
  const { id } = await findReport(
    stack,
    token,
    `A report with ${citations} citations`,
  )
  const load = await loaded(
    browser,
    signedIn,
    `${stack.appUrl}/report/analyses/${id}`,
    `document.querySelectorAll('ol[aria-label="References"] > li').length >= ${citations / 2}`,
    cpuSlowdown,
  )
  const cite = await press(
    browser,
    signedIn,
    await pointAt(
      signedIn.cdp,
      `document.querySelector('[data-citation-key]')`,
    ),
    `Boolean(document.querySelector('aside[data-side-panel]:not([hidden])'))`,
  )
  await context.close()
  return [
    {
      size: citations,
      measures: [
        ['longest task while the report loads', load],
        ['pressing a citation', cite],
      ],
    },
  ]
}

/** @param {{ size: number, measures: [string, number | null][] }[]} rows */
function printRows(/** @type {string} */ title, rows) {
  console.info(title)
  const first = rows[0]?.measures.at(-1)?.[1]
  for (const row of rows) {
    const over = row.measures.some(([, ms]) => ms !== null && ms > BUDGET_MS)
    const press = row.measures.at(-1)?.[1]
    const growth =
      rows.length > 1 && first && press
        ? ` (×${(press / first).toFixed(1)})`
        : ''
    const figures = row.measures
      .map(([name, ms]) => `${name} ${fmt(ms)}`)
      .join(', ')
    console.info(
      `  ${String(row.size).padStart(5)}: ${figures}${growth}${over ? `  OVER ${BUDGET_MS} ms` : ''}`,
    )
  }
}

export async function runHistoryBench({ dir, cpuSlowdown = 4, only } = {}) {
  console.info(machineLoad())
  const buildDir = await prepareBuild(dir)
  const stack = await startStack(buildDir)
  const browser = await launchChromium()
  try {
    const wanted = (/** @type {string} */ part) => !only || only === part
    if (wanted('records'))
      printRows(
        `Records (CPU ${cpuSlowdown}× slower; budget ${BUDGET_MS} ms):`,
        await records(browser, stack, cpuSlowdown),
      )
    if (wanted('projects'))
      printRows(
        `Projects of 50 analyses, 50 patients (CPU ${cpuSlowdown}× slower):`,
        await projects(browser, stack, cpuSlowdown),
      )
    if (wanted('selectors'))
      printRows(
        `Selectors, ${SELECTOR_PROJECTS} projects and 50 patients (CPU ${cpuSlowdown}× slower):`,
        await selectors(browser, stack, cpuSlowdown),
      )
    if (wanted('report'))
      printRows(
        `A report, ${REPORT_CITATIONS} citations of ${REPORT_CITATIONS / 2} papers (CPU ${cpuSlowdown}× slower):`,
        await report(browser, stack, cpuSlowdown),
      )
    console.info(machineLoad())
  } finally {
    await browser.close()
    await stack.stop()
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const { values } = parseArgs({
    options: {
      ...BUILD_OPTION,
      'cpu-slowdown': { type: 'string', default: '4' },
      only: { type: 'string' },
    },
  })
  await runHistoryBench({
    dir: values.dir,
    cpuSlowdown: Number(values['cpu-slowdown']),
    only: values.only,
  })
}
