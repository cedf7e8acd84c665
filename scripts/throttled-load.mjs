/**
 * `npm run throttled`: how long a person on a slow phone connection waits
 * for the landing page `/` and for a report `/report/analyses/{id}`, signed
 * in, in real Chromium rather than in Lighthouse's simulation. Each page is
 * loaded in a new tab of a signed-in browser (the identity provider's
 * cookie is there, no token in memory, the HTTP cache disabled) under
 * Chromium's own throttling with the figures of Lighthouse's DevTools
 * throttling for slow 4G: 562.5 ms of latency per request, 1.47 Mbit/s
 * down, 675 kbit/s up, and the CPU 4× slower. The production build is
 * served by nginx (scripts/perf-stack.mjs starts the local stack on its own
 * ports).
 *
 * Unlike Lighthouse's simulation, which replays an unthrottled load, every
 * request in sequence costs its round trip here, so the figures show what
 * the sign-in steps and the API calls before a page cost a person.
 *
 * Prints, for each load and as medians, the first contentful paint, the
 * largest contentful paint and when the page's heading (the landing page's,
 * or the report's title) was in the page. Saves them to
 * perf-results/throttled-load.json.
 *
 *   npm run throttled [-- --runs 3 --dir dist]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import {
  BUILD_OPTION,
  launchChromium,
  machineLoad,
  median,
  prepareBuild,
  RESULTS_DIR,
  signedInContext,
  startStack,
} from './perf-stack.mjs'

const { values: options } = parseArgs({
  options: { ...BUILD_OPTION, runs: { type: 'string', default: '3' } },
})
const RUNS = Math.max(1, Number(options.runs))

/** Lighthouse's DevTools throttling for slow 4G (its `throttling` constants). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const CPU_SLOWDOWN = 4
/** A phone's screen, as Lighthouse's mobile profile. */
const VIEWPORT = { width: 412, height: 823 }

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`

/**
 * One throttled load of `url` in a new tab; resolves with its paint times
 * (ms from the start of navigation).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {string} heading the page's heading, which says it has shown
 */
async function load(context, url, heading) {
  const page = await context.newPage()
  try {
    await page.setViewportSize(VIEWPORT)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript((name) => {
      const times = { fcp: NaN, lcp: NaN, heading: NaN }
      Object.assign(window, { __paintTimes: times })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') {
            times.fcp = entry.startTime
          }
        }
      }).observe({ type: 'paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.lcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new MutationObserver((_, observer) => {
        const found = [...document.querySelectorAll('h1')].some(
          (element) => element.textContent?.trim() === name,
        )
        if (!found) return
        times.heading = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    }, heading)
    await page.goto(url)
    await page
      .getByRole('heading', { level: 1, name: heading })
      .waitFor({ timeout: 60_000 })
    // The largest paint is final once the page has painted its heading.
    await page.waitForTimeout(1_000)
    return /** @type {{ fcp: number, lcp: number, heading: number }} */ (
      await page.evaluate(() => Reflect.get(window, '__paintTimes'))
    )
  } finally {
    await page.close()
  }
}

console.info(machineLoad())
const buildDir = await prepareBuild(options.dir)
const stack = await startStack(buildDir)
const browser = await launchChromium()
let exitCode = 0
try {
  const { context, report } = await signedInContext(browser, stack)
  const pages = [
    {
      name: 'landing',
      url: `${stack.appUrl}/`,
      heading: 'Understand your health simply and scientifically',
    },
    {
      name: 'report',
      url: `${stack.appUrl}/report/analyses/${report.id}`,
      heading: report.title,
    },
  ]
  /** @type {Record<string, { fcp: number, lcp: number, heading: number }[]>} */
  const results = {}
  for (const { name, url, heading } of pages) {
    results[name] = []
    for (let run = 1; run <= RUNS; run++) {
      const times = await load(context, url, heading)
      results[name].push(times)
      console.info(
        `  ${name} run ${run}: first paint ${seconds(times.fcp)}, largest paint ${seconds(times.lcp)}, heading ${seconds(times.heading)}`,
      )
    }
  }
  console.info('')
  console.info(
    `Chromium, throttled (562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up, ${CPU_SLOWDOWN}× CPU), signed in, HTTP cache disabled; median of ${RUNS} loads:`,
  )
  console.info('  page       first paint  largest paint  heading')
  for (const [name, runs] of Object.entries(results)) {
    const of = (/** @type {'fcp' | 'lcp' | 'heading'} */ key) =>
      seconds(median(runs.map((times) => times[key])))
    console.info(
      `  ${name.padEnd(9)} ${of('fcp').padStart(12)} ${of('lcp').padStart(14)} ${of('heading').padStart(8)}`,
    )
  }
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(
    join(RESULTS_DIR, 'throttled-load.json'),
    `${JSON.stringify({ network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, results }, null, 2)}\n`,
  )
  console.info(`Every load: ${join(RESULTS_DIR, 'throttled-load.json')}`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await browser.close()
  await stack.stop()
}
console.info(machineLoad())
process.exit(exitCode)
