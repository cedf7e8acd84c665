/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a phone
 * screen, simulated slow 4G and a 4× slower CPU) of the landing page `/` and
 * of a report `/report/analyses/{id}`, signed in, against the production
 * build served by nginx (scripts/perf-stack.mjs starts the local stack on
 * its own ports).
 *
 * Debian's Chromium is started by chrome-launcher (PLAYWRIGHT_CHROMIUM_PATH
 * picks another binary); Playwright connects to it over the DevTools
 * protocol to sign a fresh user in through the identity provider's form,
 * then lets go, and Lighthouse audits in the same browser with
 * `disableStorageReset: true`, so the identity provider's session cookie and
 * the app's localStorage stay, and the app signs in silently as it does for
 * a returning person (the access token lives in memory only, so every load
 * signs in again). The HTTP cache is emptied before each run, so every run
 * downloads the app (`--warm-cache` keeps it).
 *
 * Each page is audited RUNS times (`--runs`); printed are the medians of the
 * performance, accessibility and best-practices scores and of LCP, TBT and
 * CLS, each taken on its own. Every report is saved as JSON under
 * perf-results/lighthouse/{time}/.
 *
 * The simulated CPU is this machine's, `--cpu-slowdown` times slower (4 by
 * default, Lighthouse's). Lighthouse's 4× stands for a mid-range phone on a
 * machine of benchmark index about 1 500 (its CPU benchmark, printed with
 * the medians): on a slower machine the same 4× stands for a slower phone,
 * and total blocking time grows with it. Printed beside the index is the
 * slowdown Lighthouse's CPU throttling calculator gives for it
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked
 * from Lighthouse's docs/throttling.md), to compare figures taken on
 * different machines.
 *
 * `--page landing` or `--page report` audits that page alone (to compare two
 * builds of one page in half the time); `--language ar` audits the
 * interface in that language (docs/languages.md).
 *
 *   npm run lighthouse [-- --runs 3 --warm-cache --dir dist --cpu-slowdown 4 --page report --language ar]
 *
 * Lighthouse 12: Lighthouse 13 needs Node 22.19 or later and the project's
 * machines and CI run Node 20.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'

import {
  BUILD_OPTION,
  CHROMIUM_ARGS,
  chromiumPath,
  findReport,
  freshUser,
  machineLoad,
  median,
  prepareBuild,
  RESULTS_DIR,
  signIn,
  startStack,
} from './perf-stack.mjs'

const { values: options } = parseArgs({
  options: {
    ...BUILD_OPTION,
    runs: { type: 'string', default: '3' },
    'warm-cache': { type: 'boolean', default: false },
    page: { type: 'string' },
    language: { type: 'string' },
    'cpu-slowdown': {
      type: 'string',
      default: String(throttling.mobileSlow4G.cpuSlowdownMultiplier),
    },
  },
})
const RUNS = Math.max(1, Number(options.runs))
const CPU_SLOWDOWN = Number(options['cpu-slowdown'])
if (!(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown must be 1 or more')
if (options.page && !['landing', 'report'].includes(options.page)) {
  throw new Error('--page must be landing or report')
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/**
 * Connects Playwright to the Chromium Lighthouse drives, runs `work` with
 * its first page, and lets go of the browser without closing it.
 * @template T
 * @param {number} port
 * @param {(page: import('@playwright/test').Page) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withPage(port, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const [context] = browser.contexts()
    if (!context) throw new Error('Chromium has no default context')
    const page = context.pages()[0] ?? (await context.newPage())
    return await work(page)
  } finally {
    // Disconnects: the browser and its default context stay.
    await browser.close()
  }
}

/**
 * The CPU slowdown Lighthouse's throttling calculator gives for a machine of
 * `benchmarkIndex`, so that the simulated CPU is its reference phone's.
 * @param {number} benchmarkIndex
 */
function calculatedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + Math.max(benchmarkIndex - 150, 0) / 650
}

/** Failed audits tried again: a busy machine sometimes loses Lighthouse's trace. */
const ATTEMPTS = 3

/**
 * One Lighthouse run of `url` in the launched Chromium, after emptying the
 * HTTP cache (unless `--warm-cache`).
 * @param {string} url
 * @returns {Promise<{ lhr: import('lighthouse').Result, report: string }>}
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    if (!options['warm-cache']) {
      await withPage(chrome.port, async (page) => {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Network.clearBrowserCache')
        await cdp.detach()
      })
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
      throttling: {
        ...throttling.mobileSlow4G,
        cpuSlowdownMultiplier: CPU_SLOWDOWN,
      },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) {
      return { lhr, report: /** @type {string} */ (result.report) }
    }
    const problem = `Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`
    if (attempt === ATTEMPTS) throw new Error(problem)
    console.warn(`  ${problem}; trying again`)
  }
}

const lighthouseVersion = JSON.parse(
  readFileSync(
    new URL('../node_modules/lighthouse/package.json', import.meta.url),
    'utf8',
  ),
).version

console.info(machineLoad())
const buildDir = await prepareBuild(options.dir)
const stack = await startStack(buildDir)
const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  logLevel: 'silent',
})
let exitCode = 0
try {
  const report = await withPage(chrome.port, async (page) => {
    const token = await signIn(page, stack, freshUser())
    const found = await findReport(stack, token)
    // The interface's language, kept on the device as a person's choice is.
    if (options.language)
      await page.evaluate(
        (language) => localStorage.setItem('interfaceLanguage', language),
        options.language,
      )
    await page.goto('about:blank')
    return found
  })
  const pages = [
    { name: 'landing', url: `${stack.appUrl}/` },
    { name: 'report', url: `${stack.appUrl}/report/analyses/${report.id}` },
  ].filter(({ name }) => !options.page || name === options.page)
  const folder = join(
    RESULTS_DIR,
    'lighthouse',
    new Date().toISOString().replace(/[:.]/g, '-'),
  )
  mkdirSync(folder, { recursive: true })

  /** @type {Record<string, Record<string, number>[]>} */
  const results = {}
  let browserVersion = ''
  for (const { name, url } of pages) {
    results[name] = []
    for (let run = 1; run <= RUNS; run++) {
      const { lhr, report: json } = await audit(url)
      writeFileSync(join(folder, `${name}-${run}.json`), json)
      browserVersion =
        lhr.environment.hostUserAgent.match(
          /(?:Headless)?Chrome\/[\d.]+/,
        )?.[0] ?? ''
      if (lhr.finalDisplayedUrl !== url) {
        throw new Error(
          `Lighthouse audited ${lhr.finalDisplayedUrl} instead of ${url}: was the sign-in lost?`,
        )
      }
      for (const warning of lhr.runWarnings) {
        console.warn(`  ${name} run ${run}: ${warning}`)
      }
      const score = (/** @type {string} */ id) =>
        Math.round((lhr.categories[id]?.score ?? NaN) * 100)
      const metric = (/** @type {string} */ id) =>
        lhr.audits[id]?.numericValue ?? NaN
      const figures = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      }
      results[name].push(figures)
      console.info(
        `  ${name} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, LCP ${(figures.lcp / 1000).toFixed(1)} s, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
      )
    }
  }

  console.info('')
  console.info(
    `Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, ${CPU_SLOWDOWN}× CPU slowdown), ${browserVersion}, signed in, HTTP cache ${options['warm-cache'] ? 'kept' : 'emptied before each run'}; median of ${RUNS} runs:`,
  )
  console.info(
    '  page       performance  accessibility  best practices     LCP      TBT     CLS',
  )
  /** @type {Record<string, Record<string, number>>} */
  const medians = {}
  for (const [name, runs] of Object.entries(results)) {
    const of = (/** @type {string} */ key) =>
      median(runs.map((run) => /** @type {number} */ (run[key])))
    medians[name] = {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      lcpMs: of('lcp'),
      tbtMs: of('tbt'),
      cls: of('cls'),
    }
    const m = medians[name]
    console.info(
      `  ${name.padEnd(10)} ${String(m.performance).padStart(11)}  ${String(m.accessibility).padStart(13)}  ${String(m.bestPractices).padStart(14)}  ${`${((m.lcpMs ?? 0) / 1000).toFixed(1)} s`.padStart(6)}  ${`${(m.tbtMs ?? 0).toFixed(0)} ms`.padStart(7)}  ${(m.cls ?? 0).toFixed(3).padStart(6)}`,
    )
  }
  const benchmarkIndex = median(
    Object.values(results).flatMap((runs) =>
      runs.map((run) => /** @type {number} */ (run.benchmarkIndex)),
    ),
  )
  console.info(
    `CPU benchmark index of this machine ${Math.round(benchmarkIndex)} (median of the runs): Lighthouse's calculator gives a ${calculatedSlowdown(benchmarkIndex).toFixed(1)}× slowdown for its reference phone here (--cpu-slowdown)`,
  )
  writeFileSync(
    join(folder, 'summary.json'),
    JSON.stringify(
      {
        lighthouse: lighthouseVersion,
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN,
        benchmarkIndex,
        medians,
        results,
      },
      null,
      2,
    ),
  )
  console.info(`Reports: ${folder}/`)
  console.info(machineLoad())
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  chrome.kill()
  await stack.stop()
}
process.exit(exitCode)
