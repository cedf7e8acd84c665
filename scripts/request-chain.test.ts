// @vitest-environment node
import { describe, expect, test } from 'vitest'

import {
  longestChain,
  type ManifestChunk,
  moduleReadiness,
  parserStarted,
  type TimedRequest,
} from './request-chain.mjs'

const APP = 'http://app.test'
const IDP = 'http://idp.test'

/** A build like the app's: an entry, a route chunk and a chunk both share. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    isEntry: true,
  },
  'src/report-route.tsx': {
    file: 'assets/report-route.js',
    imports: ['index.html', '_x.js'],
    css: ['assets/report-route.css'],
    isDynamicEntry: true,
  },
  'src/drawer.tsx': {
    file: 'assets/drawer.js',
    imports: ['index.html', '_x.js'],
    isDynamicEntry: true,
  },
  '_x.js': { file: 'assets/x.js', imports: ['index.html'] },
}

const request = (url: string, start: number, end: number | null) => ({
  url,
  start,
  end,
})

/**
 * A report link: the page, its script, then the route's code fetched when
 * the script has run, beside the identity provider's first check.
 */
function reportLink({
  xEnds,
  routeEnds,
  styleEnds = 200,
  routeStyleEnds = 760,
  check = 800,
}: {
  xEnds: number
  routeEnds: number
  styleEnds?: number
  routeStyleEnds?: number
  check?: number
}) {
  const page = request(`${APP}/report/analyses/a1`, 0, 5)
  const script = request(`${APP}/assets/index.js`, 180, 225)
  const style = request(`${APP}/assets/index.css`, 180, styleEnds)
  const route = request(`${APP}/assets/report-route.js`, 730, routeEnds)
  const routeStyle = request(
    `${APP}/assets/report-route.css`,
    731,
    routeStyleEnds,
  )
  const x = request(`${APP}/assets/x.js`, 732, xEnds)
  const idpCheck = request(`${IDP}/3p-cookies/step1.html`, check, check + 40)
  const report = request(`${APP}/analysis/a1`, check + 100, check + 150)
  const requests: TimedRequest[] = [
    page,
    script,
    style,
    route,
    routeStyle,
    x,
    idpCheck,
    report,
  ]
  return {
    requests,
    readyAt: moduleReadiness(manifest, requests, APP),
    page,
    script,
    x,
    route,
    idpCheck,
    report,
  }
}

describe('longestChain', () => {
  test('each request follows one that had ended before it started', () => {
    const a = request(`${APP}/a`, 0, 10)
    const b = request(`${APP}/b`, 10, 20)
    const beside = request(`${APP}/beside`, 5, 15)
    const c = request(`${APP}/c`, 20, 30)
    expect(longestChain([a, b, beside, c], c)).toEqual([a, b, c])
  })

  test('a request still on its way when the next started is not a step', () => {
    const a = request(`${APP}/a`, 0, 10)
    const slow = request(`${APP}/slow`, 11, 40)
    const c = request(`${APP}/c`, 20, 30)
    expect(longestChain([a, slow, c], c)).toEqual([a, c])
  })
})

describe('moduleReadiness', () => {
  test('a chunk that arrives before its import is complete is not a step before what starts next', () => {
    // x.js ended before the identity provider's check started, but the
    // route's own chunk was still arriving: nothing of that import could run.
    const load = reportLink({ xEnds: 775, routeEnds: 830 })
    const { readyAt } = load

    expect(readyAt(load.x)).toBe(830)
    expect(
      longestChain(load.requests, load.report, { readyAt }).map((r) => r.url),
    ).toEqual([
      load.page.url,
      load.script.url,
      load.idpCheck.url,
      load.report.url,
    ])
    // Read from times alone, the same load has a step more.
    expect(longestChain(load.requests, load.report)).toHaveLength(5)
  })

  test('a complete import is a step before what starts after it', () => {
    const load = reportLink({ xEnds: 760, routeEnds: 770 })
    const { readyAt } = load

    expect(readyAt(load.route)).toBe(770)
    expect(longestChain(load.requests, load.report, { readyAt })).toHaveLength(
      5,
    )
  })

  test('an import is complete only with its stylesheets', () => {
    const load = reportLink({ xEnds: 760, routeEnds: 770, routeStyleEnds: 900 })
    const { readyAt } = load

    expect(readyAt(load.route)).toBe(900)
  })

  test('an import the page never started does not make a shared chunk usable', () => {
    // drawer.js was never requested: its graph (drawer.js and x.js) did not
    // run, so x.js counts only with the report route's graph.
    const load = reportLink({ xEnds: 740, routeEnds: 850 })
    const { readyAt } = load

    expect(readyAt(load.x)).toBe(850)
  })

  test('a file of the graph the browser already held delays nothing', () => {
    const load = reportLink({ xEnds: 775, routeEnds: 790 })
    const withoutX = load.requests.filter((r) => r !== load.x)
    const readyAt = moduleReadiness(manifest, withoutX, APP)

    expect(readyAt(load.route)).toBe(790)
  })

  test("the entry's graph is its scripts: its stylesheet is a plain link", () => {
    const load = reportLink({ xEnds: 775, routeEnds: 830, styleEnds: 600 })
    const { readyAt } = load

    expect(readyAt(load.script)).toBe(225)
  })

  test('requests that are not chunks of the build are usable when they end', () => {
    const load = reportLink({ xEnds: 775, routeEnds: 830 })
    const { readyAt } = load

    expect(readyAt(load.idpCheck)).toBe(840)
    expect(readyAt(load.page)).toBe(5)
    expect(readyAt(request(`${APP}/assets/x.js`, 0, null))).toBeNull()
  })
})

describe('parserStarted', () => {
  const PAGE = `${APP}/report/analyses/a1`
  const named = (url: string, start: number, end: number) => ({
    ...request(url, start, end),
    type: 'Script',
    initiator: { type: 'parser', url: PAGE },
  })

  /** The page, then the two scripts its HTML names, asked for 15 ms apart. */
  function page() {
    const document = { ...request(PAGE, 0, 8), type: 'Document' }
    const polyfills = named(`${APP}/assets/polyfills.js`, 94, 107)
    const script = named(`${APP}/assets/index.js`, 109, 189)
    const check = {
      ...request(`${IDP}/3p-cookies/step1.html`, 600, 640),
      type: 'Document',
      initiator: { type: 'script', url: `${APP}/assets/index.js` },
    }
    return { document, polyfills, script, check }
  }

  test('what the HTML names follows only the page, even when one arrived before the browser asked for the next', () => {
    const { document, polyfills, script, check } = page()
    const requests = [document, polyfills, script, check]

    expect(parserStarted(requests)(script)).toBe(document)
    expect(
      longestChain(requests, check, { startedBy: parserStarted(requests) }),
    ).toEqual([document, script, check])
    // Read from times alone, the same load has a step more.
    expect(longestChain(requests, check)).toEqual([
      document,
      polyfills,
      script,
      check,
    ])
  })

  test('requests a script started can follow whatever had arrived', () => {
    const { document, polyfills, script, check } = page()
    const requests = [document, polyfills, script, check]

    expect(parserStarted(requests)(check)).toBeUndefined()
  })

  test('the page that named a request is the hop that had arrived by then', () => {
    const redirect = { ...request(`${APP}/`, 0, 4), type: 'Document' }
    const first = { ...request(PAGE, 4, 8), type: 'Document' }
    const reload = { ...request(PAGE, 500, 510), type: 'Document' }
    const script = named(`${APP}/assets/index.js`, 520, 560)
    const requests = [redirect, first, reload, script]

    expect(parserStarted(requests)(script)).toBe(reload)
  })
})
