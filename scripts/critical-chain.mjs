/**
 * `npm run chain`: the critical request chain of a cold report link, in
 * Debian's Chromium against the production build served by nginx.
 *
 * What it does: builds the app (or serves `--dir`), starts the local stack
 * on its own ports (scripts/perf-stack.mjs), signs a fresh user in through
 * the identity provider's form, finds that user's Thyroid Health Report
 * through the API, then opens /report/analyses/{id} in a NEW page of the same
 * browser context: the identity provider's session cookie is there, the app
 * has no token in memory, exactly as when someone follows a link to their
 * report. The HTTP cache is disabled for that page (a phone that has not
 * kept the app's files; `--warm-cache` keeps it). It waits until the
 * report's own text (its first heading after the title) is in the page.
 *
 * How the chain is computed: every request of the page is recorded through
 * the DevTools protocol: all frames (the app, the identity provider's
 * iframes, the silent check-sso page), CORS preflights included (Playwright's
 * own request events leave them out), each redirect hop as a request of its
 * own; data: and blob: URLs and the tab's favicon, which nothing in the page
 * waits for, are left out. A request B can follow a request A when B started
 * at or after the moment A had become usable: when its answer had fully
 * arrived, or, for a chunk of the build's code, when every file of an
 * import() (or of index.html's entry) that contains it had arrived, since a
 * module runs only with its whole graph; and a request a page's HTML names
 * (its scripts, stylesheets, preloads) can follow only that page, since the
 * browser starts them all as it reads it (scripts/request-chain.mjs). The
 * chain is the longest sequence of requests, in number, where each can
 * follow the one before, ending with the `GET /analysis/report/{id}` whose
 * answer carried the report's text. Among chains of equal length, the
 * printed one takes at each step the request that became usable last before
 * the next one started.
 *
 * Limits: "started after the other finished" is a sequence, not proof of a
 * cause: a request that waited for a timer, for JavaScript to run, or for
 * nothing at all counts the same as one that needed the other's answer, so
 * the chain is an upper bound of the dependencies and each link is a suspect
 * to check, not a verdict. Work between requests (parsing, running
 * JavaScript) shows only as gaps. Chrome reports a CORS preflight inside the
 * time of the request it clears (the request starts first), so the two never
 * both stand in a chain: a preflight makes a link longer rather than adding
 * one (it may stand in for its request, when it ended in time for the next
 * link and the request did not); their number is printed apart.
 * Times are unthrottled, on whatever machine runs it, and vary from run to
 * run; the count much less.
 *
 * Prints every request of the chain with its start and end (ms from the
 * first request), the count, the requests made until the text showed, and
 * the time to text. Exits 1 when the shortest chain of the runs is longer
 * than the budget (`--budget`, default 7), unless `--report-only`: on a
 * busy machine a request can end, by chance, just before an unrelated one
 * starts and lengthen one run's chain, while every run carries the real
 * dependencies. Saves every request of every run to
 * perf-results/critical-chain.json.
 *
 *   npm run chain [-- --runs 3 --budget 7 --report-only --warm-cache --dir dist]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { readManifest } from './build-manifest.mjs'
import {
  BUILD_OPTION,
  firstHeading,
  launchChromium,
  machineLoad,
  median,
  prepareBuild,
  RESULTS_DIR,
  signedInContext,
  startStack,
} from './perf-stack.mjs'
import {
  longestChain,
  moduleReadiness,
  parserStarted,
} from './request-chain.mjs'

const { values: options } = parseArgs({
  options: {
    ...BUILD_OPTION,
    budget: { type: 'string', default: '7' },
    runs: { type: 'string', default: '3' },
    'report-only': { type: 'boolean', default: false },
    'warm-cache': { type: 'boolean', default: false },
  },
})
const BUDGET = Number(options.budget)
const RUNS = Math.max(1, Number(options.runs))

/**
 * @typedef {object} Entry one request (one hop of a redirect)
 * @property {string} id
 * @property {string} method
 * @property {string} url
 * @property {string} type DevTools resource type (Document, Script, Fetch, Preflight, ...)
 * @property {string} frameId
 * @property {number} start wall-clock ms
 * @property {number | null} end wall-clock ms, when the answer had fully arrived (or failed)
 * @property {number | null} status
 * @property {boolean} fromCache
 * @property {string | null} error
 * @property {boolean} carriesText for the report request: its answer holds the awaited text
 * @property {{ type: string, url?: string }} initiator what started it (DevTools' initiator: parser, script, ...)
 */

/**
 * Records every request of `page` through a DevTools session.
 * @param {import('@playwright/test').Page} page
 * @param {{ cacheDisabled: boolean, isReport: (entry: Entry) => boolean, text: string }} options
 */
async function recordNetwork(page, { cacheDisabled, isReport, text }) {
  const cdp = await page.context().newCDPSession(page)
  /** @type {Map<string, Entry>} */
  const current = new Map()
  /** @type {Entry[]} */
  const entries = []
  /** @type {Promise<unknown>[]} */
  const bodyChecks = []
  // Monotonic protocol timestamps (s) to wall-clock ms, from the first request.
  let wallOffset = /** @type {number | null} */ (null)
  const wall = (/** @type {number} */ timestamp) =>
    (timestamp + (wallOffset ?? 0)) * 1000

  const finish = (
    /** @type {Entry} */ entry,
    /** @type {number} */ timestamp,
  ) => {
    entry.end = wall(timestamp)
  }

  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffset ??= event.wallTime - event.timestamp
    const previous = current.get(event.requestId)
    if (previous && event.redirectResponse) {
      previous.status = event.redirectResponse.status
      finish(previous, event.timestamp)
    }
    const hop = entries.filter((e) => e.id.split('#')[0] === event.requestId)
    /** @type {Entry} */
    const entry = {
      id: hop.length ? `${event.requestId}#${hop.length}` : event.requestId,
      method: event.request.method,
      url: event.request.url,
      type: event.type ?? 'Other',
      frameId: event.frameId ?? '',
      start: wall(event.timestamp),
      end: null,
      status: null,
      fromCache: false,
      error: null,
      carriesText: false,
      initiator: { type: event.initiator.type, url: event.initiator.url },
    }
    current.set(event.requestId, entry)
    entries.push(entry)
  })
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = current.get(event.requestId)
    if (entry) entry.fromCache = true
  })
  cdp.on('Network.responseReceived', (event) => {
    const entry = current.get(event.requestId)
    if (!entry) return
    entry.status = event.response.status
    if (event.response.fromDiskCache) entry.fromCache = true
    if (event.type) entry.type = event.type
  })
  cdp.on('Network.loadingFinished', (event) => {
    const entry = current.get(event.requestId)
    if (!entry) return
    finish(entry, event.timestamp)
    if (isReport(entry)) {
      bodyChecks.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            const json = base64Encoded
              ? Buffer.from(body, 'base64').toString()
              : body
            entry.carriesText = json.includes(text)
          })
          .catch(() => {}),
      )
    }
  })
  cdp.on('Network.loadingFailed', (event) => {
    const entry = current.get(event.requestId)
    if (!entry) return
    finish(entry, event.timestamp)
    entry.error = event.canceled ? 'canceled' : event.errorText
  })
  await cdp.send('Network.enable')
  if (cacheDisabled) {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  }
  return {
    entries,
    /** Waits for the checks of the report answers' bodies. */
    settle: () => Promise.all(bodyChecks),
  }
}

/**
 * Requests that go over the network and that the page could wait for: not
 * data: or blob: URLs, nor the favicon the browser fetches for its tab.
 */
const counts = (/** @type {Entry} */ entry) =>
  !entry.url.startsWith('data:') &&
  !entry.url.startsWith('blob:') &&
  !(
    entry.type === 'Other' &&
    /\/favicon\.\w+$/.test(new URL(entry.url).pathname)
  )

/**
 * @param {Entry} entry
 * @param {Record<string, string>} names origin → short name
 */
function describe(entry, names) {
  const url = new URL(entry.url)
  const where = names[url.origin] ?? url.origin
  let path = url.pathname + url.search
  if (path.length > 72) path = `${path.slice(0, 71)}…`
  const status = entry.error ?? entry.status ?? '—'
  const kind = entry.type === 'Preflight' ? 'OPTIONS (preflight)' : entry.method
  const cache = entry.fromCache ? ' (cache)' : ''
  return `${kind} ${status}${cache} ${where} ${path} [${entry.type}]`
}

console.info(machineLoad())
const buildDir = await prepareBuild(options.dir)
const manifest = readManifest(buildDir)
const stack = await startStack(buildDir)
const browser = await launchChromium()
let exitCode = 0
try {
  const { context, report } = await signedInContext(browser, stack)
  const text = firstHeading(report.content, report.title)

  const reportUrl = `${stack.appUrl}/report/analyses/${report.id}`
  const reportApi = `${stack.apiUrl}/analysis/report/${encodeURIComponent(report.id)}`
  const names = {
    [stack.appUrl]: 'app',
    [stack.idpUrl]: 'idp',
    [stack.apiUrl]: 'api',
  }
  console.info(`Critical request chain of a cold report link: ${reportUrl}`)
  console.info(
    `  (a new page of the signed-in browser: identity provider's cookie, no token in memory; HTTP cache ${options['warm-cache'] ? 'kept' : 'disabled'}; waits for the heading "${text}")`,
  )

  const runs = []
  for (let run = 1; run <= RUNS; run++) {
    const page = await context.newPage()
    const network = await recordNetwork(page, {
      cacheDisabled: !options['warm-cache'],
      isReport: (entry) => entry.method === 'GET' && entry.url === reportApi,
      text: JSON.stringify(text).slice(1, -1),
    })
    await page.addInitScript((heading) => {
      if (window.top !== window) return
      const shows = () =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some(
          (element) => element.textContent?.trim() === heading,
        )
      const observer = new MutationObserver(() => {
        if (!shows()) return
        observer.disconnect()
        // The frame after the text entered the page.
        requestAnimationFrame(() => {
          Object.assign(window, {
            __textShownAt: performance.timeOrigin + performance.now(),
          })
        })
      })
      observer.observe(document, { childList: true, subtree: true })
    }, text)
    await page.goto(reportUrl, { waitUntil: 'commit' })
    await page.waitForFunction(() => '__textShownAt' in window, null, {
      timeout: 60_000,
    })
    const shownAt = /** @type {number} */ (
      await page.evaluate(() => Reflect.get(window, '__textShownAt'))
    )
    // Answers still arriving when the text showed.
    await page.waitForTimeout(300)
    await network.settle()
    await page.close()

    const entries = network.entries.filter(counts)
    const origin = Math.min(...entries.map((e) => e.start))
    const deliveries = entries.filter(
      (e) => e.url === reportApi && e.method === 'GET' && e.carriesText,
    )
    const delivery = deliveries.find(
      (e) => /** @type {number} */ (e.end) <= shownAt,
    )
    if (!delivery) {
      throw new Error(`No answer of GET ${reportApi} carried "${text}"`)
    }
    const readyAt = moduleReadiness(manifest, entries, stack.appUrl)
    const chain = longestChain(entries, delivery, {
      readyAt,
      startedBy: parserStarted(entries),
    })
    const beforeText = entries.filter((e) => e.start <= shownAt)
    runs.push({
      run,
      chain,
      readyAt,
      timeToText: shownAt - origin,
      requests: beforeText.length,
      preflights: beforeText.filter((e) => e.type === 'Preflight').length,
      origin,
      entries,
    })
  }

  const [first] = runs
  if (!first) throw new Error('No run')
  const ms = (/** @type {number | null} */ t) =>
    t === null ? '—' : (t - first.origin).toFixed(0).padStart(6)
  console.info('')
  console.info(
    `Run 1: the chain, in order (ms from the first request; app ${stack.appUrl}, idp ${stack.idpUrl}, api ${stack.apiUrl})`,
  )
  console.info('   #  start    end   took  request')
  first.chain.forEach((entry, index) => {
    const took = /** @type {number} */ (entry.end) - entry.start
    const usable = first.readyAt(entry)
    const waited =
      usable !== null && usable > /** @type {number} */ (entry.end)
        ? ` (its import complete at ${ms(usable).trim()})`
        : ''
    console.info(
      `  ${String(index + 1).padStart(2)} ${ms(entry.start)} ${ms(entry.end)} ${took.toFixed(0).padStart(6)}  ${describe(entry, names)}${waited}`,
    )
  })
  /** @type {Record<string, number>} */
  const byOrigin = {}
  for (const entry of first.chain) {
    const name = names[new URL(entry.url).origin] ?? 'other'
    byOrigin[name] = (byOrigin[name] ?? 0) + 1
  }
  console.info(
    `  links by server: ${Object.entries(byOrigin)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  )
  console.info('')
  for (const run of runs) {
    console.info(
      `Run ${run.run}: chain ${run.chain.length} requests; ${run.requests} requests until the text showed (${run.preflights} CORS preflights); time to text ${run.timeToText.toFixed(0)} ms`,
    )
  }
  const lengths = runs.map((run) => run.chain.length)
  const shortest = Math.min(...lengths)
  const longest = Math.max(...lengths)
  const verdict = shortest > BUDGET ? 'OVER BUDGET' : 'ok'
  console.info('')
  console.info(
    `Critical chain: ${shortest} requests (budget ≤ ${BUDGET}) ${verdict}${longest > shortest ? `; ${longest} in another run` : ''}`,
  )
  console.info(
    `Time to text: median ${median(runs.map((r) => r.timeToText)).toFixed(0)} ms of ${runs.length} runs (unthrottled, local; noisy on a shared machine)`,
  )
  console.info(
    `Requests until the text showed: median ${median(runs.map((r) => r.requests))}`,
  )

  mkdirSync(RESULTS_DIR, { recursive: true })
  const saved = join(RESULTS_DIR, 'critical-chain.json')
  writeFileSync(
    saved,
    JSON.stringify(
      runs.map((run) => ({
        run: run.run,
        timeToTextMs: run.timeToText,
        requestsUntilText: run.requests,
        chain: run.chain.map((e) => e.id),
        requests: run.entries.map((e) => {
          const usable = run.readyAt(e)
          return {
            ...e,
            start: e.start - run.origin,
            end: e.end === null ? null : e.end - run.origin,
            usable: usable === null ? null : usable - run.origin,
          }
        }),
      })),
      null,
      2,
    ),
  )
  console.info(`Every request of every run: ${saved}`)
  console.info(machineLoad())
  if (shortest > BUDGET && !options['report-only']) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await browser.close()
  await stack.stop()
}
process.exit(exitCode)
