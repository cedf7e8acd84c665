/**
 * The critical request chain of a page load, read from its requests' times
 * (used by `npm run chain`, scripts/critical-chain.mjs).
 *
 * A request B can follow a request A when B started at or after the moment
 * A had become usable: for most requests, when A's answer had fully arrived.
 * A module chunk of the build is different: a module runs only once every
 * module of its graph has arrived, and the build's preload helper also waits
 * for the stylesheets of an import(), so a chunk that arrives alone lets
 * nothing start. A chunk becomes usable when the whole graph of some import
 * that contains it had arrived (`moduleReadiness`). Without that rule, a
 * small chunk of a route's code that happens to arrive while the main script
 * still runs looks like a step before whatever the script starts next.
 *
 * And a request a page's HTML names (its scripts, stylesheets, preloads)
 * follows only that page: the browser starts them all as it reads the
 * document, its preload scanner ahead of the parser, and none waits for
 * another (`parserStarted`; none of the app's pages has a parser-blocking
 * script). Without that rule, the polyfill script that happens to arrive
 * just before the browser asks for the main script looks like a step before
 * it.
 */
import { staticClosure } from './build-manifest.mjs'

/**
 * @typedef {object} TimedRequest
 * @property {string} url
 * @property {number} start ms
 * @property {number | null} end ms, when the answer had fully arrived (or failed)
 * @property {string} [type] DevTools resource type (Document, Script, ...)
 * @property {{ type: string, url?: string }} [initiator] what started it (DevTools' initiator)
 */

/**
 * When each request of one page load became usable, from the build's
 * manifest: a chunk of the build (a script or stylesheet served from
 * `appOrigin`) when the last file of the earliest import graph that contains
 * it and that the page loaded had arrived; any other request when it ended.
 *
 * A graph is loaded when its root (index.html's entry, or an import()'s
 * chunk) was requested; a file of it that was never requested was already
 * there (the browser's memory cache) and delays nothing. The graph of
 * index.html's entry is its scripts only: its stylesheet is a plain link.
 *
 * @param {Record<string, import('./build-manifest.mjs').ManifestChunk>} manifest
 * @param {TimedRequest[]} requests
 * @param {string} appOrigin
 * @returns {(request: TimedRequest) => number | null}
 */
export function moduleReadiness(manifest, requests, appOrigin) {
  /** @type {Map<string, TimedRequest>} built file → its first request */
  const byFile = new Map()
  for (const request of requests) {
    const url = new URL(request.url)
    if (url.origin !== appOrigin) continue
    const file = url.pathname.slice(1)
    if (!byFile.has(file)) byFile.set(file, request)
  }

  /** @type {Map<string, number>} built file → when it became usable */
  const usable = new Map()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue
    if (!byFile.has(chunk.file)) continue
    const members = [...staticClosure(manifest, key)].map(
      (member) => manifest[member],
    )
    const files = members.flatMap((member) =>
      member
        ? [member.file, ...((chunk.isDynamicEntry && member.css) || [])]
        : [],
    )
    const ends = files
      .map((file) => byFile.get(file))
      .filter((request) => request !== undefined)
      .map((request) => request.end ?? Infinity)
    const complete = Math.max(...ends)
    for (const file of files) {
      usable.set(file, Math.min(usable.get(file) ?? Infinity, complete))
    }
  }

  const builtFiles = new Set(
    Object.values(manifest).flatMap((chunk) => [
      chunk.file,
      ...(chunk.css ?? []),
    ]),
  )
  return (request) => {
    if (request.end === null) return null
    const url = new URL(request.url)
    const file = url.pathname.slice(1)
    if (url.origin !== appOrigin || !builtFiles.has(file)) return request.end
    // Usable no earlier than its own answer; a chunk of no graph the page
    // loaded (fetched ahead of an import() that never came) never was.
    return Math.max(request.end, usable.get(file) ?? Infinity)
  }
}

/**
 * For a request the HTML parser started, the document that named it: the
 * last answer with the document's URL that had arrived when the request
 * started. Other requests have none.
 * @template {TimedRequest} Request
 * @param {Request[]} requests
 * @returns {(request: Request) => Request | undefined}
 */
export function parserStarted(requests) {
  const documents = requests.filter((r) => r.type === 'Document')
  return (request) => {
    const { initiator } = request
    if (initiator?.type !== 'parser' || !initiator.url) return undefined
    return documents.findLast(
      (document) =>
        document.url === initiator.url &&
        document.end !== null &&
        document.end <= request.start,
    )
  }
}

/**
 * The longest chain (in number of requests) ending with `last`, where each
 * request started at or after the previous one had become usable
 * (`readyAt`, by default when it ended), and a request that only one other
 * can have started (`startedBy`, e.g. `parserStarted`) follows that one
 * alone. Among chains of equal length, each step takes the request that
 * became usable last before the next started.
 * @template {TimedRequest} Request
 * @param {Request[]} requests
 * @param {Request} last
 * @param {{
 *   readyAt?: (request: Request) => number | null,
 *   startedBy?: (request: Request) => Request | undefined,
 * }} [rules]
 * @returns {Request[]}
 */
export function longestChain(
  requests,
  last,
  { readyAt = (r) => r.end, startedBy = () => undefined } = {},
) {
  const ready = new Map(requests.map((r) => [r, readyAt(r)]))
  const done = requests
    .filter((r) => r.end !== null && r.end <= /** @type {number} */ (last.end))
    .sort(
      (a, b) => /** @type {number} */ (a.end) - /** @type {number} */ (b.end),
    )
  /** @type {Map<Request, { length: number, previous: Request | null }>} */
  const best = new Map()
  for (const request of done) {
    let length = 1
    /** @type {Request | null} */
    let previous = null
    const starter = startedBy(request)
    for (const candidate of done) {
      if (candidate === request) continue
      if (starter && candidate !== starter) continue
      const usableAt = ready.get(candidate)
      if (usableAt === null || usableAt === undefined) continue
      if (usableAt > request.start) continue
      const through = best.get(candidate)
      if (!through) continue
      // Longer wins; at equal length, the one usable last (closest).
      if (
        through.length + 1 > length ||
        (through.length + 1 === length &&
          previous &&
          usableAt > /** @type {number} */ (ready.get(previous)))
      ) {
        length = through.length + 1
        previous = candidate
      }
    }
    best.set(request, { length, previous })
  }
  const chain = []
  /** @type {Request | null} */
  let step = last
  while (step) {
    chain.unshift(step)
    step = best.get(step)?.previous ?? null
  }
  return chain
}
