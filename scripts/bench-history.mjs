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
 *
 * For each, the longest main-thread task (its CPU time, from a Chromium
 * trace) while the page loads and from the press until the page is quiet,
 * with the CPU 4× slower (`--cpu-slowdown`), and how it grows with the size.
 * Targets: no task over 50 ms at any size. Part of `npm run perf`:
 *
 *   node scripts/bench-history.mjs [--dir dist] [--cpu-slowdown 4] [--only records|projects]
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
const MARK = 'bench-history-origin'
const QUIET_MS = 1000

/**
 * The longest task's CPU time on the page's main thread (found by a mark
 * the page makes) ending after the mark, in ms.
 * @param {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[] }} trace
 */
function longestTask({ traceEvents }) {
  const mark = traceEvents.find((event) => event.name === MARK)
  if (!mark) return null
  let longest = 0
  for (const event of traceEvents)
    if (
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ph === 'X' &&
      event.pid === mark.pid &&
      event.tid === mark.tid &&
      event.ts + (event.dur ?? 0) > mark.ts
    )
      longest = Math.max(longest, (event.tdur ?? 0) / 1000)
  return longest
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
  return { page, context, token }
}

const fmt = (/** @type {number | null} */ ms) =>
  ms === null ? 'n/a' : `${ms.toFixed(0)} ms`

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./perf-stack.mjs').Stack} stack
 * @param {number} cpuSlowdown
 */
async function records(browser, stack, cpuSlowdown) {
  const rows = []
  for (const size of RECORD_SIZES) {
    const { page, context, token } = await signedInPage(
      browser,
      stack,
      `records-${size}`,
      cpuSlowdown,
    )
    // The records step of the first patient's Thyroid project.
    const { projectId } = await findReport(stack, token)
    const list = 'section[aria-label="Patient records"]'
    const load = await traced(browser, page, async () => {
      await page.goto(`${stack.appUrl}/project/${projectId}/records/`)
      await page.waitForSelector(`${list} input[type=checkbox]`, {
        timeout: 60_000,
      })
    })
    // The last row in the page, far below the fold, found before the trace:
    // Playwright's role queries run on the page's main thread too.
    await sleep(QUIET_MS)
    const box = await page.$(`${list} li:last-child input[type=checkbox]`)
    await box?.scrollIntoViewIfNeeded()
    const at = await box?.boundingBox()
    if (!at) throw new Error('No record to pick')
    const pick = await traced(browser, page, async () => {
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2)
      await page.waitForFunction(
        (selector) => document.querySelector(selector) !== null,
        `${list} input[type=checkbox]:checked`,
        { polling: 100 },
      )
    })
    rows.push({ size, load, pick })
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
    const { page, context } = await signedInPage(
      browser,
      stack,
      `projects-${size}`,
      cpuSlowdown,
    )
    // Found by their text, without Playwright's role queries, which run on
    // the page's main thread too.
    const button = (name) =>
      page.waitForFunction(
        (start) =>
          [
            ...document.querySelectorAll(
              'nav[aria-label="Patients and projects"] button[aria-expanded]',
            ),
          ].find((b) => b.textContent?.startsWith(start)) ?? null,
        name,
        { polling: 100, timeout: 60_000 },
      )
    const load = await traced(browser, page, async () => {
      await page.goto(`${stack.appUrl}/`)
      await button(`Blood pressure ${size}`)
    })
    const next = (await button(`Sleep ${size - 1}`)).asElement()
    await next?.scrollIntoViewIfNeeded()
    const at = await next?.boundingBox()
    if (!at) throw new Error('No project to open')
    const open = await traced(browser, page, async () => {
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2)
      await page.waitForFunction(
        (start) =>
          [...document.querySelectorAll('button[aria-expanded=true]')].some(
            (b) => b.textContent?.startsWith(start),
          ),
        `Sleep ${size - 1}`,
        { polling: 100 },
      )
    })
    rows.push({ size, load, pick: open })
    await context.close()
  }
  return rows
}

/** @param {{ size: number, load: number | null, pick: number | null }[]} rows */
function printRows(title, pressName, rows) {
  console.info(title)
  const first = rows[0]
  for (const row of rows) {
    const over = [row.load, row.pick].some(
      (ms) => ms !== null && ms > BUDGET_MS,
    )
    const growth =
      first && first.pick && row.pick
        ? ` (×${(row.pick / first.pick).toFixed(1)})`
        : ''
    console.info(
      `  ${String(row.size).padStart(5)}: longest task while the page loads ${fmt(row.load)}, ${pressName} ${fmt(row.pick)}${growth}${over ? `  OVER ${BUDGET_MS} ms` : ''}`,
    )
  }
}

export async function runHistoryBench({ dir, cpuSlowdown = 4, only } = {}) {
  console.info(machineLoad())
  const buildDir = await prepareBuild(dir)
  const stack = await startStack(buildDir)
  const browser = await launchChromium()
  try {
    if (only !== 'projects')
      printRows(
        `Records (CPU ${cpuSlowdown}× slower; budget ${BUDGET_MS} ms):`,
        'picking one record',
        await records(browser, stack, cpuSlowdown),
      )
    if (only !== 'records')
      printRows(
        `Projects of 50 analyses, 50 patients (CPU ${cpuSlowdown}× slower):`,
        'opening another project',
        await projects(browser, stack, cpuSlowdown),
      )
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
